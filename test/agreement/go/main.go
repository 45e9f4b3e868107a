// Command agreement reads samples (one JSON object per line: module, type, text) and prints one
// verdict per line: "1" accepted, "0" rejected, or "P" when Validate panicked (a defect).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"canon/agui"
	"canon/meup"
	"canon/openwop"
)

type sample struct {
	Module string `json:"module"`
	Type   string `json:"type"`
	Text   string `json:"text"`
}

var validators = map[string]func(string, []byte) error{
	"agui":    agui.Validate,
	"meup":    meup.Validate,
	"openwop": openwop.Validate,
}

func verdict(s sample) (out string) {
	defer func() {
		if recover() != nil {
			out = "P"
		}
	}()
	validate, ok := validators[s.Module]
	if !ok {
		return "?"
	}
	if validate(s.Type, []byte(s.Text)) == nil {
		return "1"
	}
	return "0"
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 0, 1<<20), 64<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		var s sample
		if err := json.Unmarshal(in.Bytes(), &s); err != nil {
			fmt.Fprintln(out, "?")
			continue
		}
		fmt.Fprintln(out, verdict(s))
	}
}
