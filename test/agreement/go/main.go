// Command agreement judges documents for the cross-language suites. It reads one JSON object per
// line and prints one verdict line per input:
//
//	agreement          {module, type, text}: "1" Validate accepted, "0" rejected, "P" it panicked
//	agreement -hostile {module, union, b64}: the union's Parse function and Validate on the raw
//	                   bytes, one verdict each; "M" is appended when the input bytes changed
//	agreement -tolerant {module, type, text}: Parse in its default (tolerant) mode, as a JSON line
//	                   (tolerant.go)
package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	agui "github.com/canon-sdk/canon/packages/agui/go"
	meup "github.com/canon-sdk/canon/packages/meup/go"
	openwop "github.com/canon-sdk/canon/packages/openwop/go"
)

type sample struct {
	Module string `json:"module"`
	Type   string `json:"type"`
	Text   string `json:"text"`
	Union  string `json:"union"`
	B64    string `json:"b64"`
}

var validators = map[string]func(string, []byte) error{"agui": agui.Validate, "meup": meup.Validate, "openwop": openwop.Validate}

// The unions the hostile suite feeds, by name: the parse functions are typed, so they are listed.
var parsers = map[string]func([]byte) error{
	"agui/Event":              func(b []byte) error { _, _, err := agui.ParseEvent(b); return err },
	"agui/Message":            func(b []byte) error { _, _, err := agui.ParseMessage(b); return err },
	"agui/ContentPart":        func(b []byte) error { _, _, err := agui.ParseContentPart(b); return err },
	"agui/JsonPatchOperation": func(b []byte) error { _, _, err := agui.ParseJsonPatchOperation(b); return err },
	"openwop/KnownRunEvent":   func(b []byte) error { _, _, err := openwop.ParseKnownRunEvent(b); return err },
	"meup/Message":            func(b []byte) error { _, _, err := meup.ParseMessage(b); return err },
}

// run turns a call into a verdict; a panic is a verdict too, never a crash of the driver.
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
		return "?"
	}
	return run(func() error { return validate(s.Type, []byte(s.Text)) })
}

func judgeHostile(s sample) string {
	validate, ok := validators[s.Module]
	if !ok {
		return "?"
	}
	raw, _ := base64.StdEncoding.DecodeString(s.B64)
	original := bytes.Clone(raw)
	verdicts := "-"
	if parse, ok := parsers[s.Module+"/"+s.Union]; ok {
		verdicts = run(func() error { return parse(raw) })
	}
	verdicts += " " + run(func() error { return validate(s.Union, raw) })
	if !bytes.Equal(raw, original) {
		verdicts += " M"
	}
	return verdicts
}

func main() {
	hostile := flag.Bool("hostile", false, "judge raw hostile bytes with Parse and Validate")
	tolerant := flag.Bool("tolerant", false, "parse each document in tolerant mode and print the result")
	flag.Parse()
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 0, 1<<20), 128<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		var s sample
		if err := json.Unmarshal(in.Bytes(), &s); err != nil {
			fmt.Fprintln(out, "?")
			continue
		}
		if *tolerant {
			fmt.Fprintln(out, judgeTolerant(s))
		} else if *hostile {
			fmt.Fprintln(out, judgeHostile(s))
		} else {
			fmt.Fprintln(out, judge(s))
		}
	}
}
