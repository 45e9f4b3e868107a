// Stream lifecycles: the module's lifecycle plan (from schemas/<module>/lifecycle.json) run over a
// stream of events — the tolerant receiver first, then chunk expansion, verification and
// application. The TypeScript and Python SDKs run the same plan the same way (docs/lifecycle.md).

package runtime

import (
	"encoding/json"
	"strconv"
)

// StreamError says why a stream failed: a stable code, the input index, the event type, the rule
// of lifecycle.json that failed (a JSON Pointer) and a message.
type StreamError struct {
	Code    string
	Index   int
	Type    string
	Rule    string
	Message string
}

func (e *StreamError) Error() string {
	return e.Code + " at event " + strconv.Itoa(e.Index) + ": " + e.Message
}

// StreamWarning is something a stream survived: a stable code, the input index, a JSON Pointer and
// a message.
type StreamWarning struct {
	Code    string
	Index   int
	Path    string
	Message string
}

// VerifyReport is what Verify found: every violation (each offending event skipped) and every warning.
type VerifyReport struct {
	OK         bool
	Violations []StreamError
	Warnings   []StreamWarning
}

// EventStream processes one stream: Push events in order, End when the input is over.
type EventStream struct {
	plan       *lifecyclePlan
	recover    bool // Verify: record each violation, skip the event, carry on
	scopes     *streamScopes
	chunks     *chunkExpander
	view       *application
	count      int
	events     []any
	warnings   []StreamWarning
	err        *StreamError
	violations []StreamError
}

// NewEventStream starts a stream with no events, state {} and no messages.
func NewEventStream() *EventStream {
	plan := loadLifecycle()
	return &EventStream{
		plan:   plan,
		scopes: newStreamScopes(plan),
		chunks: &chunkExpander{plan: plan.Chunks, tag: plan.Tag, open: map[string]*chunkStream{}},
		view:   newApplication(plan),
	}
}

// Events are the events delivered so far, as decoded JSON values.
func (s *EventStream) Events() []any { return s.events }

// Warnings are the warnings so far.
func (s *EventStream) Warnings() []StreamWarning { return s.warnings }

// Err is the violation that failed the stream, or nil; once set, Push delivers nothing more.
func (s *EventStream) Err() *StreamError { return s.err }

// State is the client's state built from the stream's snapshots and deltas.
func (s *EventStream) State() any { return s.view.state }

// Messages are the client's messages built from the stream.
func (s *EventStream) Messages() []map[string]any { return s.view.messages }

// Push processes one input — JSON text ([]byte, json.RawMessage) or a decoded JSON value — and
// returns the events it delivered. Once the stream has failed it delivers nothing and returns its error.
func (s *EventStream) Push(input any) ([]any, error) {
	index := s.count
	s.count++
	if s.err != nil {
		return nil, s.err
	}
	event, kind, failure := s.receive(input, index)
	if failure != nil {
		return s.fail(index, kind, failure)
	}
	if event == nil {
		return nil, nil // an event of an unknown type, dropped with its warning
	}
	expanded, failure := s.chunks.expand(event, kind)
	if failure != nil {
		return s.fail(index, kind, failure)
	}
	var delivered []any
	for _, e := range expanded {
		t, _ := e[s.plan.Tag].(string)
		if rule, ok := s.plan.Events[t]; ok {
			if failure := s.scopes.check(e, t, rule); failure != nil {
				_, err := s.fail(index, t, failure)
				return delivered, err
			}
		}
		s.view.apply(e, t, func(code, message string) { s.warn(code, index, message) })
		delivered = append(delivered, e)
		s.events = append(s.events, e)
	}
	return delivered, nil
}

// End says the input is over: a warning for every scope instance and chunk stream still open.
func (s *EventStream) End() []StreamWarning {
	if s.err != nil {
		return nil // a failed stream is over already
	}
	before := len(s.warnings)
	for _, open := range append(s.scopes.stillOpen(), s.chunks.stillOpen()...) {
		s.warn("stream-truncated", s.count, "the input ended with "+open+" open")
	}
	return s.warnings[before:]
}

// Verify pushes every event into a fresh stream and reports every violation, skipping each
// offending event and carrying on: for producers' tests.
func Verify(events []any) VerifyReport {
	s := NewEventStream()
	s.recover = true
	for _, event := range events {
		_, _ = s.Push(event)
	}
	s.End()
	return VerifyReport{OK: len(s.violations) == 0, Violations: s.violations, Warnings: s.warnings}
}

func (s *EventStream) warn(code string, index int, message string) {
	s.warnings = append(s.warnings, StreamWarning{Code: code, Index: index, Message: message})
}

func (s *EventStream) fail(index int, kind string, failure *StreamError) ([]any, error) {
	failure.Index, failure.Type = index, kind
	s.violations = append(s.violations, *failure)
	if s.recover {
		return nil, nil
	}
	s.err = failure
	return nil, failure
}

// receive reads one input with the union's tolerant parser: the event as a decoded JSON value
// (nil when it was dropped), its tag, or the invalid-event failure.
func (s *EventStream) receive(input any, index int) (map[string]any, string, *StreamError) {
	var data []byte
	switch v := input.(type) {
	case []byte:
		data = v
	case json.RawMessage:
		data = v
	default:
		text, err := json.Marshal(v)
		if err != nil {
			return nil, "", fatal("invalid-event", "", err.Error())
		}
		data = text
	}
	document, err := readGeneric(data)
	if err != nil {
		return nil, "", fatal("invalid-event", "", err.Error())
	}
	object, _ := document.(map[string]any)
	kind, _ := object[s.plan.Tag].(string)
	_, warnings, err := Parse(s.plan.Union, data)
	unknown := false
	for _, w := range warnings {
		if w.Code == "unknown-member" && w.Path == "" {
			unknown = true
			s.warn("unknown-event", index, "dropped an event of unknown "+s.plan.Tag+" "+quote(object[s.plan.Tag]))
		} else {
			s.warnings = append(s.warnings, StreamWarning{Code: w.Code, Index: index, Path: w.Path, Message: w.Message})
		}
	}
	if err != nil {
		return nil, kind, fatal("invalid-event", "", err.Error())
	}
	if unknown {
		return nil, "", nil
	}
	if len(warnings) > 0 { // every change tolerance makes is a warning: without one, the document is the event
		document, _, _, _ = tolerate(s.plan.Union, document)
		object, _ = document.(map[string]any)
		kind, _ = object[s.plan.Tag].(string)
	}
	return object, kind, nil
}
