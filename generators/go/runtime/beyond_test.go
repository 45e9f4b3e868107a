package runtime

import (
	"encoding/json"
	"testing"
)

func TestBeyondKeywordsAgreeWithAjv(t *testing.T) {
	cases := []struct {
		schema, value string
		valid         bool
	}{
		{`{"not":{"required":["a"]}}`, `{"b":1}`, true},
		{`{"not":{"required":["a"]}}`, `{"a":1}`, false},
		{`{"if":{"required":["a"]},"then":{"required":["b"]}}`, `{"a":1}`, false},
		{`{"if":{"required":["a"]},"else":{"required":["b"]}}`, `{"c":1}`, false},
		{`{"dependentRequired":{"a":["b"]}}`, `{"a":1,"b":2}`, true},
		{`{"oneOf":[{"required":["a"]},{"required":["b"]}]}`, `{"a":1,"b":2}`, false},
		{`{"anyOf":[{"required":["a"]},{"required":["b"]}]}`, `{}`, false},
		{`{"$ref":"#/$defs/Named"}`, `{}`, false},
		{`{"type":"integer"}`, `1.0`, true},
		{`{"type":"integer"}`, `true`, false},
		{`{"const":1}`, `1.0`, true},
		{`{"uniqueItems":true}`, `[1,1.0]`, false},
		{`{"contains":{"const":2},"maxContains":1}`, `[2,2]`, false},
		{`{"patternProperties":{"^x-":{}},"additionalProperties":false}`, `{"x-a":1}`, true},
		{`{"patternProperties":{"^x-":{}},"additionalProperties":false}`, `{"y":1}`, false},
		{`{"allOf":[{"properties":{"a":{}}}],"unevaluatedProperties":false}`, `{"a":1}`, true},
		{`{"allOf":[{"properties":{"a":{}}}],"unevaluatedProperties":false}`, `{"b":1}`, false},
		{`{"prefixItems":[{}],"unevaluatedItems":false}`, `[1]`, true},
		{`{"prefixItems":[{}],"unevaluatedItems":false}`, `[1,2]`, false},
		{`{"allOf":[{"prefixItems":[{}]}],"unevaluatedItems":false}`, `[1,2]`, false},
		{`{"anyOf":[{"prefixItems":[{},{}]}],"unevaluatedItems":false}`, `[1,2]`, true},
		{`{"contains":{"const":2},"unevaluatedItems":false}`, `[2,2]`, true},
		{`{"contains":{"const":2},"unevaluatedItems":false}`, `[2,3]`, false},
		{`{"items":{},"unevaluatedItems":false}`, `[1,2]`, true},
		{`{"unevaluatedItems":{"type":"string"}}`, `["a",1]`, false},
		{`{"multipleOf":0.123456789}`, `1e308`, false},
		{`{"pattern":"^a.$"}`, `"a\n"`, false},
		{`{"pattern":"^\\s$"}`, `"\u00a0"`, true},
		{`{"pattern":"^[\\S]$"}`, `"\u00a0"`, false},
		{`{"pattern":"^b\\d$"}`, `"b1"`, true}, // not listed: read as written
		{`{"properties":{"n":{"x-canon-beyond":"Other"}}}`, `{"n":{}}`, false},
		{`{"format":"uri"}`, `"héllo wörld"`, false},
		{`{"format":"uri"}`, `"https://example.com/a"`, true},
		{`{"format":"email"}`, `"a@example.com"`, true},
		{`{"format":"ipv4"}`, `"::1"`, false},
		{`{"format":"hostname"}`, `"-a"`, false},
	}
	// The generator's spellings (beyond_patterns.json) of the patterns above that RE2 reads
	// otherwise than ECMAScript.
	spellings := []byte(`{"^a.$":"^a[^\\n\\r\\x{2028}\\x{2029}]$","^\\s$":"^[\\x{9}-\\x{D}\\x{20}\\x{A0}]$",` +
		`"^[\\S]$":"^[^\\x{9}-\\x{D}\\x{20}\\x{A0}]$"}`)
	for _, c := range cases {
		b := &beyondChecker{
			parts:     []byte(`{"T":` + c.schema + `,"Other":{"required":["z"]}}`),
			bundle:    []byte(`{"$defs":{"Named":{"required":["a"]}}}`),
			spellings: spellings,
		}
		if got := b.check("T", []byte(c.value)) == nil; got != c.valid {
			t.Errorf("%s on %s: valid %v, want %v", c.schema, c.value, got, c.valid)
		}
	}
}

func TestBeyondCheckPassesTypesWithoutAPart(t *testing.T) {
	b := &beyondChecker{parts: []byte(`{}`), bundle: []byte(`{}`)}
	if err := beyondAfter(nil, b, "T", []byte(`1`)); err != nil {
		t.Fatal(err)
	}
	var decoded any
	if err := json.Unmarshal([]byte(`{}`), &decoded); err != nil {
		t.Fatal(err)
	}
}

func TestBeyondErrorNamesTheDeepestPlaceAndKeyword(t *testing.T) {
	cases := []struct{ schema, value, path, code string }{
		{`{"properties":{"a":{"properties":{"b":{"not":{"type":"string"}}}}}}`, `{"a":{"b":"x"}}`, "/a/b", "not"},
		{`{"patternProperties":{"^x-":{}},"additionalProperties":false}`, `{"x-a":1,"y/z":1}`, "/y~1z", "additionalProperties"},
		{`{"items":{"$ref":"#/$defs/Named"}}`, `[{"a":1},{}]`, "/1", "required"},
		{`{"if":{"required":["a"]},"then":{"required":["b"]}}`, `{"a":1}`, "", "required"},
		{`{"properties":{"n":{"x-canon-beyond":"Other"}}}`, `{"n":{}}`, "/n", "required"},
		{`{"contains":{"const":2},"maxContains":1}`, `[2,2]`, "", "maxContains"},
	}
	for _, c := range cases {
		b := &beyondChecker{
			parts:  []byte(`{"T":` + c.schema + `,"Other":{"required":["z"]}}`),
			bundle: []byte(`{"$defs":{"Named":{"required":["a"]}}}`),
		}
		err, ok := b.check("T", []byte(c.value)).(*ValidationError)
		if !ok || err.Path != c.path || err.Code != c.code {
			t.Errorf("%s on %s: %v, want %s (%s)", c.schema, c.value, err, c.path, c.code)
		}
	}
}
