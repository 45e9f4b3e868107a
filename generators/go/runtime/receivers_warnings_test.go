package runtime

import "testing"

// TestTopLevelWarningsFoundByKey: a top-level warning is found again by its key and code alone,
// and a key that needs escaping in a JSON Pointer, or that collides in its slot, gets its own.
func TestTopLevelWarningsFoundByKey(t *testing.T) {
	var recent recentWarnings
	note := func(code, key string) ParseWarning {
		return recent.topLevel(code, "unknown property ", " removed", []byte(key)).alone[0]
	}
	first := note("unknown-property", "futureField")
	if first != (ParseWarning{Code: "unknown-property", Path: "/futureField", Message: `unknown property "futureField" removed`}) {
		t.Fatalf("got %+v", first)
	}
	if again := recent.topLevel("unknown-property", "", "", []byte("futureField")); again.alone[0] != first {
		t.Fatalf("not found again: %+v", again.alone[0])
	}
	if w := note("unknown-property", "a~b/c"); w.Path != "/a~0b~1c" || w.Message != `unknown property "a~b/c" removed` {
		t.Fatalf("escaped key: %+v", w)
	}
	if w := note("unknown-property", "a~0b~1c"); w.Path != "/a~00b~01c" {
		t.Fatalf("a key spelled like another's pointer: %+v", w)
	}
	if w := note("other-code", "futureField"); w.Code != "other-code" {
		t.Fatalf("a different code: %+v", w)
	}
}
