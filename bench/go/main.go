package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

type result struct {
	Name         string  `json:"name"`
	EventsPerSec float64 `json:"eventsPerSecond"`
	NsPerEvent   float64 `json:"nsPerEvent"`
	MBPerSec     float64 `json:"mbPerSecond"`
	AllocsPerEv  float64 `json:"allocsPerEvent"`
	BytesPerEv   float64 `json:"bytesPerEvent"`
}

// main runs both benchmarks in one process, writes ../results/go.json and prints a Markdown table.
func main() {
	lines, total, err := loadStream("../fixtures/agui-events.jsonl")
	if err == nil {
		err = checkStream(lines)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cases := []struct {
		name string
		run  func(*testing.B, [][]byte)
	}{
		{"canon agui.ParseEvent (typed, validated)", parseEvents},
		{"encoding/json into map[string]any (untyped, unvalidated)", decodeMaps},
	}
	var results []result
	for _, c := range cases {
		r := testing.Benchmark(func(b *testing.B) {
			b.ReportAllocs()
			c.run(b, lines)
		})
		events := float64(r.N * len(lines))
		seconds := r.T.Seconds()
		results = append(results, result{
			Name:         c.name,
			EventsPerSec: events / seconds,
			NsPerEvent:   float64(r.T.Nanoseconds()) / events,
			MBPerSec:     float64(r.N*total) / seconds / 1e6,
			AllocsPerEv:  float64(r.MemAllocs) / events,
			BytesPerEv:   float64(r.MemBytes) / events,
		})
	}
	ratio := results[0].EventsPerSec / results[1].EventsPerSec
	report := map[string]any{
		"stream":  "fixtures/agui-events.jsonl",
		"events":  len(lines),
		"bytes":   total,
		"go":      runtime.Version(),
		"results": results,
		"ratio":   ratio,
	}
	out, _ := json.MarshalIndent(report, "", "  ")
	if err := os.MkdirAll("../results", 0o755); err == nil {
		err = os.WriteFile(filepath.Join("..", "results", "go.json"), append(out, '\n'), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("Go (%s), %d AG-UI events, %d bytes\n\n", runtime.Version(), len(lines), total)
	fmt.Println("| decoder | events/s | ns/event | MB/s | allocs/event | bytes/event |")
	fmt.Println("| --- | ---: | ---: | ---: | ---: | ---: |")
	for _, r := range results {
		fmt.Printf("| %s | %.0f | %.0f | %.1f | %.1f | %.0f |\n", r.Name, r.EventsPerSec, r.NsPerEvent, r.MBPerSec, r.AllocsPerEv, r.BytesPerEv)
	}
	fmt.Printf("\nParseEvent is %.2f× the map[string]any decode.\n", ratio)
}
