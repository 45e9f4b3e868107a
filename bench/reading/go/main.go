// Command reading times the Go package on the reading benchmark's two lanes, driven by run.mjs:
//
//	reading parse <file.jsonl> <rounds>   CPU seconds per pass of ParseEvent over valid events (best round)
//	reading linear <n>                    CPU seconds of Validate("Event") and ParseEvent on one
//	                                      STATE_DELTA with n invalid patch operations
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"syscall"

	agui "github.com/canon-sdk/canon/packages/agui/go"
)

func cpuSeconds() float64 {
	var usage syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &usage)
	return float64(usage.Utime.Nano()+usage.Stime.Nano()) / 1e9
}

func parseLane(path string, rounds int) {
	file, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer file.Close()
	var lines [][]byte
	in := bufio.NewScanner(file)
	in.Buffer(make([]byte, 0, 1<<20), 64<<20)
	for in.Scan() {
		lines = append(lines, bytes.Clone(in.Bytes()))
	}
	best := -1.0
	for r := 0; r < rounds; r++ {
		start := cpuSeconds()
		for _, line := range lines {
			if _, _, err := agui.ParseEvent(line, agui.WithMode(agui.Strict)); err != nil {
				fmt.Fprintln(os.Stderr, "rejected a valid event:", err)
				os.Exit(1)
			}
		}
		if spent := cpuSeconds() - start; best < 0 || spent < best {
			best = spent
		}
	}
	fmt.Printf("{\"seconds\":%g,\"events\":%d}\n", best, len(lines))
}

func linearLane(n int) {
	doc := stateDelta(n)
	start := cpuSeconds()
	errValidate := agui.Validate("Event", doc)
	mid := cpuSeconds()
	_, _, errParse := agui.ParseEvent(doc, agui.WithMode(agui.Strict))
	end := cpuSeconds()
	if errValidate == nil || errParse == nil {
		fmt.Fprintln(os.Stderr, "an invalid document was accepted")
		os.Exit(1)
	}
	fmt.Printf("{\"validate\":%g,\"parse\":%g}\n", mid-start, end-mid)
}

// stateDelta is the document run.mjs builds too: n patch operations, each with a path of the wrong type.
func stateDelta(n int) []byte {
	var b bytes.Buffer
	b.WriteString(`{"type":"STATE_DELTA","delta":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"op":"remove","path":7}`)
	}
	b.WriteString("]}")
	return b.Bytes()
}

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: reading parse <file> <rounds> | reading linear <n>")
		os.Exit(2)
	}
	switch os.Args[1] {
	case "parse":
		rounds, _ := strconv.Atoi(os.Args[3])
		parseLane(os.Args[2], rounds)
	case "linear":
		n, _ := strconv.Atoi(os.Args[2])
		linearLane(n)
	}
}
