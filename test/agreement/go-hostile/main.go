// Command hostile reads lines {module, union, b64} and runs the union's Parse function and the
// by-name Validate on the raw bytes. It prints one line per input: "1" accepted or "0" an error
// value, per call; "P" when a call panicked and "M" when the input bytes changed (both defects).
package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"

	"canon/agui"
	"canon/meup"
	"canon/openwop"
)

type sample struct {
	Module string `json:"module"`
	Union  string `json:"union"`
	B64    string `json:"b64"`
}

// The unions of the three modules, by name: the parse functions are typed, so they are listed.
var parsers = map[string]func([]byte) error{
	"agui/Event":              func(b []byte) error { _, err := agui.ParseEvent(b); return err },
	"agui/Message":            func(b []byte) error { _, err := agui.ParseMessage(b); return err },
	"agui/ContentPart":        func(b []byte) error { _, err := agui.ParseContentPart(b); return err },
	"agui/JsonPatchOperation": func(b []byte) error { _, err := agui.ParseJsonPatchOperation(b); return err },
	"openwop/KnownRunEvent":   func(b []byte) error { _, err := openwop.ParseKnownRunEvent(b); return err },
	"meup/Message":            func(b []byte) error { _, err := meup.ParseMessage(b); return err },
}

var validators = map[string]func(string, []byte) error{"agui": agui.Validate, "meup": meup.Validate, "openwop": openwop.Validate}

func run(call func() error) (out string) {
	defer func() {
		if recover() != nil {
			out = "P"
		}
	}()
	if call() == nil {
		return "1"
	}
	return "0"
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 0, 1<<20), 128<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		var s sample
		if json.Unmarshal(in.Bytes(), &s) != nil {
			fmt.Fprintln(out, "?")
			continue
		}
		raw, _ := base64.StdEncoding.DecodeString(s.B64)
		original := bytes.Clone(raw)
		parse, ok := parsers[s.Module+"/"+s.Union]
		verdicts := "-"
		if ok {
			verdicts = run(func() error { return parse(raw) })
		}
		verdicts += " " + run(func() error { return validators[s.Module](s.Union, raw) })
		if !bytes.Equal(raw, original) {
			verdicts += " M"
		}
		fmt.Fprintln(out, verdicts)
	}
}
