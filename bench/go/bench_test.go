package main

import "testing"

const streamPath = "../fixtures/agui-events.jsonl"

func benchmark(b *testing.B, run func(*testing.B, [][]byte)) {
	lines, total, err := loadStream(streamPath)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	run(b, lines)
	b.ReportMetric(float64(b.N*len(lines))/b.Elapsed().Seconds(), "events/s")
}

func BenchmarkParseEvent(b *testing.B) { benchmark(b, parseEvents) }

func BenchmarkMapDecode(b *testing.B) { benchmark(b, decodeMaps) }
