package main

import (
	"encoding/json"
	"reflect"
	"strings"

	agui "github.com/canon-sdk/canon/packages/agui/go"
	meup "github.com/canon-sdk/canon/packages/meup/go"
	openwop "github.com/canon-sdk/canon/packages/openwop/go"
)

type warning struct {
	Code string `json:"code"`
	Path string `json:"path"`
}

type tolerantResult struct {
	Status   string          `json:"status"`
	Tag      *string         `json:"tag,omitempty"`
	Output   json.RawMessage `json:"output,omitempty"`
	Warnings []warning       `json:"warnings"`
}

// judgeTolerant parses one document in the default (tolerant) mode and describes the outcome as
// a JSON line: ok with the output, unknown with the tag, or error; always the warnings.
func judgeTolerant(s sample) (line string) {
	defer func() {
		if recover() != nil {
			line = `{"status":"panic"}`
		}
	}()
	var value any
	var found []warning
	var err error
	switch s.Module {
	case "agui":
		var ws []agui.ParseWarning
		value, ws, err = agui.Parse(s.Type, []byte(s.Text))
		for _, w := range ws {
			found = append(found, warning{w.Code, w.Path})
		}
	case "meup":
		var ws []meup.ParseWarning
		value, ws, err = meup.Parse(s.Type, []byte(s.Text))
		for _, w := range ws {
			found = append(found, warning{w.Code, w.Path})
		}
	case "openwop":
		var ws []openwop.ParseWarning
		value, ws, err = openwop.Parse(s.Type, []byte(s.Text))
		for _, w := range ws {
			found = append(found, warning{w.Code, w.Path})
		}
	default:
		return `{"status":"?"}`
	}
	result := tolerantResult{Status: "ok", Warnings: found}
	if result.Warnings == nil {
		result.Warnings = []warning{}
	}
	switch {
	case err != nil:
		result.Status = "error"
	case value != nil && strings.HasPrefix(reflect.TypeOf(value).Name(), "Unknown"):
		result.Status = "unknown"
		tag := reflect.ValueOf(value).FieldByName("Tag").String()
		result.Tag = &tag
	case value != nil && reflect.TypeOf(value).Kind() == reflect.Slice && reflect.TypeOf(value).Elem().Kind() == reflect.Uint8:
		// Any-value types are raw JSON bytes (json.RawMessage underneath).
		result.Output = reflect.ValueOf(value).Bytes()
	default:
		out, merr := json.Marshal(value)
		if merr != nil {
			result.Status = "unencodable"
		} else {
			result.Output = out
		}
	}
	text, _ := json.Marshal(result)
	return string(text)
}
