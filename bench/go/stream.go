// Package main benchmarks the generated Go SDK's ParseEvent against encoding/json decoding into
// map[string]any, over the shared AG-UI event stream.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	agui "github.com/canon-sdk/canon/packages/agui/go"
)

// loadStream reads the shared stream, one event per line.
func loadStream(path string) ([][]byte, int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, err
	}
	var lines [][]byte
	total := 0
	for _, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) > 0 {
			lines = append(lines, line)
			total += len(line)
		}
	}
	return lines, total, nil
}

// parseEvents decodes and validates every line into typed AG-UI events.
func parseEvents(b *testing.B, lines [][]byte) {
	for i := 0; i < b.N; i++ {
		for _, line := range lines {
			if _, _, err := agui.ParseEvent(line); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// decodeMaps decodes every line into map[string]any, untyped and unvalidated.
func decodeMaps(b *testing.B, lines [][]byte) {
	for i := 0; i < b.N; i++ {
		for _, line := range lines {
			var m map[string]any
			if err := json.Unmarshal(line, &m); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// checkStream makes sure both sides see the same stream before anything is timed.
func checkStream(lines [][]byte) error {
	for i, line := range lines {
		if _, _, err := agui.ParseEvent(line); err != nil {
			return fmt.Errorf("line %d: %w", i+1, err)
		}
	}
	return nil
}
