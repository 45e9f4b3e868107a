package main

// plainEvent is what a Go developer writes by hand for AG-UI events without a generator: one flat
// struct with every event's fields, typed where the wire type is fixed, `any` where it is a JSON
// value or a union (string or content parts). Decoders fill it by reflection; nothing validates
// beyond the JSON types.
type plainEvent struct {
	Type            string         `json:"type"`
	Timestamp       *int64         `json:"timestamp,omitempty"`
	RawEvent        any            `json:"rawEvent,omitempty"`
	Metadata        map[string]any `json:"metadata,omitempty"`
	ThreadID        string         `json:"threadId,omitempty"`
	RunID           string         `json:"runId,omitempty"`
	ParentRunID     string         `json:"parentRunId,omitempty"`
	Input           *plainRunInput `json:"input,omitempty"`
	Result          any            `json:"result,omitempty"`
	Outcome         *plainOutcome  `json:"outcome,omitempty"`
	Usage           []plainUsage   `json:"usage,omitempty"`
	Message         string         `json:"message,omitempty"`
	Code            string         `json:"code,omitempty"`
	StepName        string         `json:"stepName,omitempty"`
	MessageID       string         `json:"messageId,omitempty"`
	Role            string         `json:"role,omitempty"`
	Name            string         `json:"name,omitempty"`
	Delta           any            `json:"delta,omitempty"` // a string, or JSON Patch operations
	ToolCallID      string         `json:"toolCallId,omitempty"`
	ToolCallName    string         `json:"toolCallName,omitempty"`
	ParentMessageID string         `json:"parentMessageId,omitempty"`
	Content         any            `json:"content,omitempty"`
	ActivityType    string         `json:"activityType,omitempty"`
	Replace         *bool          `json:"replace,omitempty"`
	Patch           []plainPatchOp `json:"patch,omitempty"`
	Snapshot        any            `json:"snapshot,omitempty"`
	Messages        []plainMessage `json:"messages,omitempty"`
	Value           any            `json:"value,omitempty"`
	Event           any            `json:"event,omitempty"`
	Source          string         `json:"source,omitempty"`
	Subtype         string         `json:"subtype,omitempty"`
	EntityID        string         `json:"entityId,omitempty"`
	EncryptedValue  string         `json:"encryptedValue,omitempty"`
	SubagentRunID   string         `json:"subagentRunId,omitempty"`
	Title           string         `json:"title,omitempty"`
}

type plainRunInput struct {
	ThreadID        string         `json:"threadId"`
	RunID           string         `json:"runId"`
	ProtocolVersion string         `json:"protocolVersion,omitempty"`
	ParentRunID     string         `json:"parentRunId,omitempty"`
	State           any            `json:"state,omitempty"`
	Messages        []plainMessage `json:"messages"`
	Tools           []plainTool    `json:"tools,omitempty"`
	Context         []plainContext `json:"context,omitempty"`
	ForwardedProps  any            `json:"forwardedProps,omitempty"`
}

type plainMessage struct {
	ID         string          `json:"id"`
	Role       string          `json:"role"`
	Content    any             `json:"content,omitempty"` // a string or content parts
	Name       string          `json:"name,omitempty"`
	ToolCalls  []plainToolCall `json:"toolCalls,omitempty"`
	ToolCallID string          `json:"toolCallId,omitempty"`
	Error      string          `json:"error,omitempty"`
	Metadata   map[string]any  `json:"metadata,omitempty"`
}

type plainToolCall struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

type plainTool struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Parameters  any            `json:"parameters,omitempty"`
	Metadata    map[string]any `json:"metadata,omitempty"`
}

type plainContext struct {
	Description string `json:"description"`
	Value       string `json:"value"`
}

type plainOutcome struct {
	Type               string   `json:"type"`
	PendingToolCallIDs []string `json:"pendingToolCallIds,omitempty"`
	Interrupts         []any    `json:"interrupts,omitempty"`
}

type plainUsage struct {
	Provider     string `json:"provider,omitempty"`
	Model        string `json:"model,omitempty"`
	InputTokens  *int64 `json:"inputTokens,omitempty"`
	OutputTokens *int64 `json:"outputTokens,omitempty"`
	TotalTokens  *int64 `json:"totalTokens,omitempty"`
}

type plainPatchOp struct {
	Op    string `json:"op"`
	Path  string `json:"path"`
	From  string `json:"from,omitempty"`
	Value any    `json:"value,omitempty"`
}
