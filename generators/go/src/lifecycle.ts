/**
 * The stream processor of a module with a lifecycle (docs/lifecycle.md): the compiled plan as
 * data, the hand-written runtime (runtime/lifecycle*.go), the JSON Patch dependency, and a test
 * that runs the module's stream corpus.
 */
import type { LifecyclePlan, ModuleIR } from "@canon-sdk/core";
import { goString } from "./code.js";

/** The JSON Patch library state deltas go through, pinned with its go.sum lines. */
export const JSON_PATCH = {
  module: "github.com/evanphx/json-patch/v5",
  version: "v5.9.11",
  sum: [
    "github.com/evanphx/json-patch/v5 v5.9.11 h1:/8HVnzMq13/3x9TPvjG08wUGqBTmZBsCWzjTM0wiaDU=",
    "github.com/evanphx/json-patch/v5 v5.9.11/go.mod h1:3j+LviiESTElxA4p3EMKAB9HXj3/XEtnUf6OZxqIQTM=",
  ],
} as const;

export const isLifecycleRuntime = (name: string): boolean => name.startsWith("lifecycle");

export function lifecyclePlanGo(ir: ModuleIR, plan: LifecyclePlan): string {
  return `// lifecyclePlanJSON is the stream lifecycle compiled from schemas/${ir.module}/lifecycle.json;
// docs/lifecycle.md explains it.
const lifecyclePlanJSON = ${goString(JSON.stringify(plan))}\n`;
}

export const goSum = (): string => `${JSON_PATCH.sum.join("\n")}\n`;

/** stream_test.go: every stream of the corpus through EventStream, with the outcome it declares. */
export function emitStreamTest(): string {
  return `import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

type streamCase struct {
	Events []json.RawMessage \`json:"events"\`
	Expect struct {
		Outcome string \`json:"outcome"\`
		Error   *struct {
			Code  string \`json:"code"\`
			Index int    \`json:"index"\`
		} \`json:"error"\`
		Delivered []string \`json:"delivered"\`
		Warnings  []struct {
			Code  string \`json:"code"\`
			Index int    \`json:"index"\`
		} \`json:"warnings"\`
		Messages json.RawMessage \`json:"messages"\`
		State    json.RawMessage \`json:"state"\`
	} \`json:"expect"\`
}

// streamInput is a corpus event as Push takes it: a string holds JSON text, anything else is the event.
func streamInput(raw json.RawMessage) any {
	var text string
	if json.Unmarshal(raw, &text) == nil {
		return []byte(text)
	}
	return []byte(raw)
}

// runStream reads one corpus entry and pushes its events through a fresh EventStream to the end.
func runStream(t *testing.T, text string) (streamCase, *EventStream, []any) {
	t.Helper()
	var c streamCase
	if err := json.Unmarshal([]byte(text), &c); err != nil {
		t.Fatal(err)
	}
	stream := NewEventStream()
	var events []any
	for _, raw := range c.Events {
		input := streamInput(raw)
		events = append(events, input)
		_, _ = stream.Push(input)
	}
	stream.End()
	return c, stream, events
}

func sameStreamJSON(t *testing.T, want json.RawMessage, got any) bool {
	t.Helper()
	text, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	var a, b any
	if json.Unmarshal(want, &a) != nil || json.Unmarshal(text, &b) != nil {
		t.Fatalf("not JSON: %s / %s", want, text)
	}
	return reflect.DeepEqual(a, b)
}

// TestStreamCorpus runs every stream of the module's corpus through a fresh EventStream.
func TestStreamCorpus(t *testing.T) {
	tag := loadLifecycle().Tag
	for _, entry := range loadCorpus(t, "streams") {
		t.Run(entry.Name, func(t *testing.T) {
			c, stream, events := runStream(t, entry.Text)
			failure := stream.Err()
			switch {
			case c.Expect.Outcome == "completed" && failure != nil:
				t.Fatalf("failed: %v", failure)
			case c.Expect.Outcome == "failed" && (failure == nil || failure.Code != c.Expect.Error.Code || failure.Index != c.Expect.Error.Index):
				t.Fatalf("error %v, want %s at %d", failure, c.Expect.Error.Code, c.Expect.Error.Index)
			}
			delivered := []string{}
			for _, e := range stream.Events() {
				delivered = append(delivered, e.(map[string]any)[tag].(string))
			}
			if !reflect.DeepEqual(delivered, append([]string{}, c.Expect.Delivered...)) {
				t.Errorf("delivered %q, want %q", delivered, c.Expect.Delivered)
			}
			warnings, want := []string{}, []string{}
			for _, w := range stream.Warnings() {
				warnings = append(warnings, w.Code+" "+strconv.Itoa(w.Index))
			}
			for _, w := range c.Expect.Warnings {
				want = append(want, w.Code+" "+strconv.Itoa(w.Index))
			}
			if !reflect.DeepEqual(warnings, want) {
				t.Errorf("warnings %q, want %q", warnings, want)
			}
			if c.Expect.Messages != nil && !sameStreamJSON(t, c.Expect.Messages, messagesOrEmpty(stream.Messages())) {
				got, _ := json.Marshal(stream.Messages())
				t.Errorf("messages %s, want %s", got, c.Expect.Messages)
			}
			if c.Expect.State != nil && !sameStreamJSON(t, c.Expect.State, stream.State()) {
				got, _ := json.Marshal(stream.State())
				t.Errorf("state %s, want %s", got, c.Expect.State)
			}
			report := Verify(events)
			if report.OK != (c.Expect.Outcome == "completed") {
				t.Errorf("Verify ok = %v, want %v (%v)", report.OK, !report.OK, report.Violations)
			}
			if !report.OK && (report.Violations[0].Code != c.Expect.Error.Code || report.Violations[0].Index != c.Expect.Error.Index) {
				t.Errorf("Verify's first violation %v, want %s at %d", report.Violations[0], c.Expect.Error.Code, c.Expect.Error.Index)
			}
		})
	}
}

// TestStreamResults writes every stream's full outcome as JSON to the file $CANON_STREAM_RESULTS
// names, for the cross-language check that compares it with the TypeScript and Python processors;
// without the variable there is nothing to do.
func TestStreamResults(t *testing.T) {
	out := os.Getenv("CANON_STREAM_RESULTS")
	if out == "" {
		t.Skip("CANON_STREAM_RESULTS is not set")
	}
	type failure struct {
		Code  string  \`json:"code"\`
		Index int     \`json:"index"\`
		Type  *string \`json:"type"\`
		Rule  string  \`json:"rule"\`
	}
	type warning struct {
		Code  string \`json:"code"\`
		Index int    \`json:"index"\`
		Path  string \`json:"path"\`
	}
	asFailure := func(e StreamError) failure {
		f := failure{Code: e.Code, Index: e.Index, Rule: e.Rule}
		if e.Type != "" {
			f.Type = &e.Type
		}
		return f
	}
	results := map[string]any{}
	for _, entry := range loadCorpus(t, "streams") {
		_, stream, events := runStream(t, entry.Text)
		var failed *failure
		if stream.Err() != nil {
			f := asFailure(*stream.Err())
			failed = &f
		}
		warnings := []warning{}
		for _, w := range stream.Warnings() {
			warnings = append(warnings, warning{w.Code, w.Index, w.Path})
		}
		violations := []failure{}
		for _, v := range Verify(events).Violations {
			violations = append(violations, asFailure(v))
		}
		delivered := stream.Events()
		if delivered == nil {
			delivered = []any{}
		}
		results[entry.Name] = map[string]any{
			"error": failed, "delivered": delivered, "warnings": warnings,
			"state": stream.State(), "messages": messagesOrEmpty(stream.Messages()), "violations": violations,
		}
	}
	text, err := json.Marshal(results)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, text, 0o644); err != nil {
		t.Fatal(err)
	}
}

func messagesOrEmpty(messages []map[string]any) []map[string]any {
	if messages == nil {
		return []map[string]any{}
	}
	return messages
}
`.replace('"reflect"\n', '"reflect"\n\t"strconv"\n');
}
