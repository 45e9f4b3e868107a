/**
 * tolerant_test.go: the module's shared tolerance corpus (examples/<Type>/tolerant/*.json, carried in testdata/) through
 * Parse in its default mode — the same output, surfaced tag or rejection, and the same warning
 * codes and pointers as the TypeScript and Python SDKs.
 */
export function emitToleranceTest(): string {
  return `import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

type toleranceCase struct {
	Input    json.RawMessage \`json:"input"\`
	Output   json.RawMessage \`json:"output"\`
	Unknown  *string         \`json:"unknown"\`
	Rejected bool            \`json:"rejected"\`
	Warnings []struct {
		Code string \`json:"code"\`
		Path string \`json:"path"\`
	} \`json:"warnings"\`
}

// TestToleranceCorpus runs every shared tolerance case through Parse in its default mode.
func TestToleranceCorpus(t *testing.T) {
	for _, entry := range loadCorpus(t, "tolerant") {
		typeName := entry.Type
		t.Run(typeName+"/"+entry.Name, func(t *testing.T) {
			var c toleranceCase
			if err := json.Unmarshal([]byte(entry.Text), &c); err != nil {
				t.Fatal(err)
			}
			v, warnings, err := Parse(typeName, c.Input)
			got := make([]string, 0, len(warnings))
			for _, w := range warnings {
				got = append(got, w.Code+" "+w.Path)
			}
			want := make([]string, 0, len(c.Warnings))
			for _, w := range c.Warnings {
				want = append(want, w.Code+" "+w.Path)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("warnings %q, want %q", got, want)
			}
			if c.Rejected {
				if err == nil {
					t.Fatalf("accepted, want rejected")
				}
				return
			}
			if err != nil {
				t.Fatalf("rejected: %v", err)
			}
			if c.Unknown != nil {
				value := reflect.ValueOf(v)
				if !strings.HasPrefix(value.Type().Name(), "Unknown") || value.FieldByName("Tag").String() != *c.Unknown {
					t.Fatalf("got %T, want an unknown member with tag %q", v, *c.Unknown)
				}
				return
			}
			out, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			if !sameJSON(t, c.Output, out) {
				t.Errorf("output %s, want %s", out, c.Output)
			}
		})
	}
}
`;
}
