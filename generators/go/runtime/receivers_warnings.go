// The warnings tolerant parsing makes, remembered: a newer producer sends the same extra property
// on event after event, and its warning need not be built and allocated each time.

package runtime

import (
	"encoding/binary"
	"sync/atomic"
)

// recentWarnings remembers the warnings made lately. Entries are immutable; a slot is replaced
// whole, so readers on other goroutines see one or the other.
type recentWarnings [64]atomic.Pointer[recentWarning]

type recentWarning struct {
	// text tells the entry apart: the pointer and the message, one after the other; in the
	// top-level cache, the property name the warning was made for.
	text string
	// alone holds the warning. As alone[:], it is a parse's whole result: a stream from a newer
	// producer has the same one extra property on every event, and its parses share this array
	// instead of allocating one each (see ParseWarning: results are read-only).
	alone [1]ParseWarning
}

func newRecentWarning(text string, warning ParseWarning) *recentWarning {
	return &recentWarning{text: text, alone: [1]ParseWarning{warning}}
}

// cachedWarning returns the warning whose pointer is text[:split] and whose message is the rest.
func (p *receiverPlan) cachedWarning(code string, text []byte, split int) *recentWarning {
	// The slot comes from the pointer's length and last eight bytes: cheap, and enough to tell
	// apart the few keys a stream repeats; a collision only costs a fresh allocation.
	slot := &p.recent[slotOf(text[:split])]
	if recent := slot.Load(); recent != nil && recent.text == string(text) && recent.alone[0].Code == code {
		return recent
	}
	both := string(text)
	recent := newRecentWarning(both, ParseWarning{Code: code, Path: both[:split], Message: both[split:]})
	slot.Store(recent)
	return recent
}

// slotOf spreads names over the 64 slots by their length and last eight bytes.
func slotOf(name []byte) uint64 {
	var tail uint64
	if len(name) >= 8 {
		tail = binary.LittleEndian.Uint64(name[len(name)-8:])
	} else {
		for _, c := range name {
			tail = tail<<8 | uint64(c)
		}
	}
	return (tail ^ uint64(len(name))) * 0x9e3779b97f4a7c15 >> 58
}
