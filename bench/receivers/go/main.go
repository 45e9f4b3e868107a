// Command receivers is one measurement in its own process: it parses a stream of JSON lines with
// agui.ParseEvent in one mode and prints the CPU nanoseconds per event of the best of a few passes.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"syscall"

	agui "github.com/canon-sdk/canon/packages/agui/go"
)

func cpuNanos() int64 {
	var usage syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &usage)
	return usage.Utime.Nano() + usage.Stime.Nano()
}

func main() {
	mode := agui.Tolerant
	if os.Args[1] == "strict" {
		mode = agui.Strict
	}
	data, err := os.ReadFile(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	passes := 5
	if len(os.Args) > 3 {
		passes, _ = strconv.Atoi(os.Args[3])
	}
	var lines [][]byte
	scanner := bufio.NewScanner(bytes.NewReader(data))
	scanner.Buffer(make([]byte, 0, 1<<20), 64<<20)
	for scanner.Scan() {
		lines = append(lines, append([]byte(nil), scanner.Bytes()...))
	}
	option := agui.WithMode(mode)
	pass := func() (float64, int) {
		accepted := 0
		start := cpuNanos()
		for _, line := range lines {
			if _, _, err := agui.ParseEvent(line, option); err == nil {
				accepted++
			}
		}
		return float64(cpuNanos()-start) / float64(len(lines)), accepted
	}
	for i := 0; i < 3; i++ {
		pass()
	}
	best, accepted := pass()
	for i := 1; i < passes; i++ {
		if ns, _ := pass(); ns < best {
			best = ns
		}
	}
	out, _ := json.Marshal(map[string]any{"nsPerEvent": best, "accepted": accepted})
	fmt.Println(string(out))
}
