// The Go contenders of `pnpm bench`: one process measures one contender over one fixture and prints
// one JSON line (see bench/contenders/go.json and the bench protocol in bench/harness/PROTOCOL.md),
// with the CPU time of its first warm-up pass as "firstCpuNs".
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"syscall"
)

type contender func(line []byte) (accepted bool, warnings int)

var contenders = map[string]contender{
	"canon-tolerant": canonTolerant,
	"canon-strict":   canonStrict,
	"encoding-json":  encodingJSON,
	"goccy-go-json":  goccyJSON,
	"sonic":          sonicJSON,
	"community-sdk":  communitySDK,
}

func cpuNs() int64 {
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		panic(err)
	}
	return usage.Utime.Nano() + usage.Stime.Nano()
}

func readLines(path string) ([][]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var lines [][]byte
	scanner := bufio.NewScanner(bytes.NewReader(data))
	scanner.Buffer(make([]byte, 1<<20), 1<<26)
	for scanner.Scan() {
		if line := bytes.TrimSpace(scanner.Bytes()); len(line) > 0 {
			lines = append(lines, append([]byte(nil), line...))
		}
	}
	return lines, scanner.Err()
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(2)
}

func main() {
	name := flag.String("contender", "", "which decoder to measure")
	fixture := flag.String("fixture", "", "a .jsonl file, one event per line")
	input := flag.String("input", "text", "text: parse from JSON text (the only input Go decoders take)")
	repeat := flag.Int("repeat", 1, "passes over the fixture in the timed loop")
	warmup := flag.Int("warmup", 1, "untimed passes before the timed loop")
	flag.Parse()
	run, ok := contenders[*name]
	if !ok {
		fail("unknown -contender %q", *name)
	}
	if *input != "text" {
		fail("Go contenders read JSON text only; --input %s is not offered", *input)
	}
	lines, err := readLines(*fixture)
	if err != nil {
		fail("%v", err)
	}
	// The untimed warm-up passes; the first is timed alone: what a fresh process pays.
	first := int64(-1)
	for w := 0; w < *warmup; w++ {
		began := cpuNs()
		for _, line := range lines {
			run(line)
		}
		if w == 0 {
			first = cpuNs() - began
		}
	}
	accepted, warnings := 0, 0
	start := cpuNs()
	for r := 0; r < *repeat; r++ {
		for _, line := range lines {
			ok, w := run(line)
			if ok {
				accepted++
			}
			warnings += w
		}
	}
	elapsed := cpuNs() - start
	report := map[string]int64{"ops": int64(len(lines) * *repeat), "cpuNs": elapsed, "accepted": int64(accepted), "warnings": int64(warnings)}
	if first >= 0 {
		report["firstCpuNs"] = first
	}
	out, _ := json.Marshal(report)
	fmt.Println(string(out))
}
