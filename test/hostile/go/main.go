// Command hostile judges JSON documents the way a Go receiver reads them. It reads lines
// {module, type, b64} and prints one line per input with three verdicts, in the columns the
// TypeScript and Python judges use: Validate(type, bytes), then the union's Parse<Union>Strict and
// Parse<Union> (tolerant) on the same bytes ("-" when the type is not a union listed here).
// "1" accepted, "0" refused, "P" it panicked (a defect).
package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"

	agui "github.com/canon-sdk/canon/packages/agui/go"
	meup "github.com/canon-sdk/canon/packages/meup/go"
	openwop "github.com/canon-sdk/canon/packages/openwop/go"
)

type sample struct {
	Module string `json:"module"`
	Type   string `json:"type"`
	B64    string `json:"b64"`
}

var validators = map[string]func(string, []byte) error{"agui": agui.Validate, "meup": meup.Validate, "openwop": openwop.Validate}

// Parse functions are typed per union, so the unions the corpus names are listed: strict, tolerant.
var parsers = map[string][2]func([]byte) error{
	"agui/Event": {
		func(b []byte) error { _, _, err := agui.ParseEvent(b, agui.WithMode(agui.Strict)); return err },
		func(b []byte) error { _, _, err := agui.ParseEvent(b); return err },
	},
	"agui/Message": {
		func(b []byte) error { _, _, err := agui.ParseMessage(b, agui.WithMode(agui.Strict)); return err },
		func(b []byte) error { _, _, err := agui.ParseMessage(b); return err },
	},
	"agui/JsonPatchOperation": {
		func(b []byte) error {
			_, _, err := agui.ParseJsonPatchOperation(b, agui.WithMode(agui.Strict))
			return err
		},
		func(b []byte) error { _, _, err := agui.ParseJsonPatchOperation(b); return err },
	},
	"openwop/KnownRunEvent": {
		func(b []byte) error {
			_, _, err := openwop.ParseKnownRunEvent(b, openwop.WithMode(openwop.Strict))
			return err
		},
		func(b []byte) error { _, _, err := openwop.ParseKnownRunEvent(b); return err },
	},
	"meup/Message": {
		func(b []byte) error { _, _, err := meup.ParseMessage(b, meup.WithMode(meup.Strict)); return err },
		func(b []byte) error { _, _, err := meup.ParseMessage(b); return err },
	},
}

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

func judge(s sample) string {
	validate, ok := validators[s.Module]
	if !ok {
		return "? ? ?"
	}
	raw, err := base64.StdEncoding.DecodeString(s.B64)
	if err != nil {
		return "? ? ?"
	}
	verdict := run(func() error { return validate(s.Type, raw) })
	if parse, ok := parsers[s.Module+"/"+s.Type]; ok {
		return verdict + " " + run(func() error { return parse[0](raw) }) + " " + run(func() error { return parse[1](raw) })
	}
	return verdict + " - -"
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 0, 1<<20), 256<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		var s sample
		if err := json.Unmarshal(in.Bytes(), &s); err != nil {
			fmt.Fprintln(out, "? ? ?")
			continue
		}
		fmt.Fprintln(out, judge(s))
	}
}
