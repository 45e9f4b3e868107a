// The Go side of the stream-processor bench: CPU time of reading a stream of events with the
// tolerant parser alone, or with the stream processor (parser, chunk expansion, verification,
// application). Prints one JSON line: {"ops", "cpuNs", "accepted", "warnings"}.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"syscall"

	agui "github.com/canon-sdk/canon/packages/agui/go"
)

func cpuNs() int64 {
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		panic(err)
	}
	return usage.Utime.Nano() + usage.Stime.Nano()
}

func run(lines [][]byte, mode string) (accepted, warnings int) {
	if mode == "parse" {
		for _, line := range lines {
			if _, _, err := agui.ParseEvent(line); err == nil {
				accepted++
			}
		}
		return accepted, 0
	}
	stream := agui.NewEventStream()
	for _, line := range lines {
		_, _ = stream.Push(line)
	}
	stream.End()
	return len(stream.Events()), len(stream.Warnings())
}

func main() {
	fixture := flag.String("fixture", "", "events, one JSON document a line")
	mode := flag.String("mode", "parse", "parse | stream")
	repeat := flag.Int("repeat", 1, "passes over the fixture")
	flag.Parse()
	data, err := os.ReadFile(*fixture)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var lines [][]byte
	for _, line := range bytes.Split(data, []byte("\n")) {
		if len(line) > 0 {
			lines = append(lines, line)
		}
	}
	run(lines, *mode) // warm-up, untimed
	start := cpuNs()
	var accepted, warnings int
	for i := 0; i < *repeat; i++ {
		accepted, warnings = run(lines, *mode)
	}
	out, _ := json.Marshal(map[string]int64{"ops": int64(len(lines) * *repeat), "cpuNs": cpuNs() - start, "accepted": int64(accepted), "warnings": int64(warnings)})
	fmt.Println(string(out))
}
