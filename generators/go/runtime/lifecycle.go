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
	scopes     *streamScopes
	chunks     *chunkExpander
	pushed     int
	events     []any
	warnings   []StreamWarning
	err        *StreamError
	state      any
	messages   []map[string]any
	items      map[string]itemPlace
	verifying  bool
	violations []StreamError
}

type itemPlace struct{ message, path string }

// NewEventStream starts a stream with no events, state {} and no messages.
func NewEventStream() *EventStream {
	plan := loadLifecycle()
	return &EventStream{
		plan:   plan,
		scopes: newStreamScopes(plan),
		chunks: &chunkExpander{plan: plan.Chunks, tag: plan.Tag, lanes: map[string]*chunkStream{}},
		state:  map[string]any{},
		items:  map[string]itemPlace{},
	}
}

// Events are the events delivered so far, as decoded JSON values.
func (s *EventStream) Events() []any { return s.events }

// Warnings are the warnings so far.
func (s *EventStream) Warnings() []StreamWarning { return s.warnings }

// Err is the error that failed the stream, or nil.
func (s *EventStream) Err() *StreamError { return s.err }

// State is the client's state built from the stream's snapshots and deltas.
func (s *EventStream) State() any { return s.state }

// Messages are the client's messages built from the stream.
func (s *EventStream) Messages() []map[string]any { return s.messages }

// Push processes one input — JSON text ([]byte, json.RawMessage) or a decoded JSON value — and
// returns the events it delivered. Once the stream has failed it delivers nothing and returns its error.
func (s *EventStream) Push(event any) ([]any, error) {
	index := s.pushed
	s.pushed++
	if s.err != nil {
		return nil, s.err
	}
	document, ok := s.receive(event, index)
	if !ok || document == nil {
		return s.result(nil)
	}
	expanded, failure := s.chunks.expand(document)
	if failure != nil {
		s.fail(failure, index)
		return s.result(nil)
	}
	var delivered []any
	for _, item := range expanded {
		if failure := s.process(item, index); failure != nil {
			s.fail(failure, index)
			if !s.verifying {
				break
			}
			continue
		}
		delivered = append(delivered, item)
	}
	s.events = append(s.events, delivered...)
	return s.result(delivered)
}

func (s *EventStream) result(delivered []any) ([]any, error) {
	if s.err != nil {
		return delivered, s.err
	}
	return delivered, nil
}

// End says the input is over: a warning for every scope instance and chunk stream still open.
func (s *EventStream) End() []StreamWarning {
	var found []StreamWarning
	for _, message := range append(s.scopes.stillOpen(), s.chunks.stillOpen()...) {
		found = append(found, StreamWarning{Code: "stream-truncated", Index: s.pushed, Message: message})
	}
	s.warnings = append(s.warnings, found...)
	return found
}

// Verify pushes every event into a fresh stream and reports every violation, skipping each
// offending event: for producers' tests.
func Verify(events []any) VerifyReport {
	s := NewEventStream()
	s.verifying = true
	for _, event := range events {
		_, _ = s.Push(event)
	}
	s.End()
	return VerifyReport{OK: len(s.violations) == 0, Violations: s.violations, Warnings: s.warnings}
}

func (s *EventStream) fail(err *StreamError, index int) {
	err.Index = index
	if s.verifying {
		s.violations = append(s.violations, *err)
		return
	}
	s.err = err
}

// receive reads one input with the union's tolerant parser; the event as a decoded JSON value, or
// nil when it was dropped or failed.
func (s *EventStream) receive(event any, index int) (map[string]any, bool) {
	var data []byte
	switch v := event.(type) {
	case []byte:
		data = v
	case json.RawMessage:
		data = v
	default:
		text, err := json.Marshal(v)
		if err != nil {
			s.fail(&StreamError{Code: "invalid-event", Message: err.Error()}, index)
			return nil, false
		}
		data = text
	}
	_, warnings, err := Parse(s.plan.Union, data)
	unknown := false
	for _, w := range warnings {
		if w.Code == "unknown-member" && w.Path == "" {
			unknown = true
			s.warnings = append(s.warnings, StreamWarning{Code: "unknown-event", Index: index, Message: w.Message + " dropped"})
		}
	}
	for _, w := range warnings {
		if !(w.Code == "unknown-member" && w.Path == "") {
			s.warnings = append(s.warnings, StreamWarning{Code: w.Code, Index: index, Path: w.Path, Message: w.Message})
		}
	}
	if err != nil {
		s.fail(&StreamError{Code: "invalid-event", Message: err.Error()}, index)
		return nil, false
	}
	if unknown {
		return nil, true
	}
	document, err := readGeneric(data)
	if err != nil {
		s.fail(&StreamError{Code: "invalid-event", Message: err.Error()}, index)
		return nil, false
	}
	if len(warnings) > 0 { // every change tolerance makes is a warning: without one, the document is the event
		document, _, _, _ = tolerate(s.plan.Union, document)
	}
	object, isObject := document.(map[string]any)
	return object, isObject
}

func (s *EventStream) process(event map[string]any, index int) *StreamError {
	kind, ok := event[s.plan.Tag].(string)
	if !ok {
		return nil
	}
	if rule, ok := s.plan.Events[kind]; ok {
		commit, err := s.scopes.check(kind, rule, event)
		if err != nil {
			return err
		}
		commit()
	}
	for i := range s.plan.Apply[kind] {
		s.apply(&s.plan.Apply[kind][i], event, index)
	}
	return nil
}
