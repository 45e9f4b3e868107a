// The tolerant half of every Go parser: the receiver plan (from schemas/<module>/receivers.json)
// walked over a generic reading of the document — with the package's own decoder, so duplicate keys
// and depth limits hold — then the strict typed decode of what remains. The TypeScript and Python
// SDKs walk the same plan the same way and report the same warnings.
//
// This file: the parse options, ParseWarning, and parseDocument, which every Parse function is.
// The plan is in receivers_plan.go, its walk in receivers_walk.go and receivers_translate.go,
// the generic reading it walks in read_any.go.

package runtime

import (
	"strconv"
	"sync"
)

// ParseMode chooses between the schema alone (Strict) and what a receiver of newer and older
// peers reads (Tolerant, the default).
type ParseMode int

const (
	// Tolerant translates retired shapes and strips or drops unknown material, as the module's
	// receivers.json declares, reporting each change; then it validates what remains.
	Tolerant ParseMode = iota
	// Strict accepts exactly what the schema accepts.
	Strict
)

// ParseOption configures a Parse function.
type ParseOption func(*parseOptions)

type parseOptions struct{ mode ParseMode }

// WithMode selects the parse mode; Tolerant when not given.
func WithMode(mode ParseMode) ParseOption {
	return func(o *parseOptions) { o.mode = mode }
}

// ParseWarning is one change tolerant parsing made: a stable code, a JSON Pointer into the input
// and a message.
//
// The warnings a Parse function returns are read-only: parses that make the same single change
// (a newer producer's extra property, on event after event) share one slice rather than allocate
// one each. Copy the slice before changing an element; appending to it copies by itself.
type ParseWarning struct {
	Code    string
	Path    string
	Message string
}

func parseMode(options []ParseOption) ParseMode {
	if len(options) == 0 {
		return Tolerant // without a heap-allocated parseOptions
	}
	var o parseOptions
	for _, option := range options {
		if option != nil {
			option(&o)
		}
	}
	return o.mode
}

// decoders keeps the decoders of finished parses: the typed readers take the decoder through
// function values, so one made per parse would be a heap allocation each time.
var decoders = sync.Pool{New: func() any { return new(decoder) }}

// takeDecoder returns a strict decoder over data, reset but for the storage of its notes.
func takeDecoder(data []byte) *decoder {
	d := decoders.Get().(*decoder)
	*d = decoder{data: data, strict: true, notes: d.notes[:0], noteText: d.noteText[:0]}
	return d
}

// releaseDecoder returns d to the pool, holding no reference to the document (the warnings made
// from its notes are strings of their own).
func releaseDecoder(d *decoder) {
	d.data = nil
	decoders.Put(d)
}

func readValidated[T interface{ Validate() error }](d *decoder, read func(*decoder) (T, error)) (T, error) {
	v, err := read(d)
	if err == nil {
		err = d.finish()
	}
	if err == nil {
		err = v.Validate()
	}
	return v, err
}

// parseDocument is every Parse function. One typed decode comes first: all of strict mode, and in
// tolerant mode the fast path, which skips unknown properties and reads nulls as absent (where the
// plan says so) while decoding, noting each with its pointer. When that decode succeeds, its notes
// are the warnings. Anything else (a translation, a dropped member, an error the walk could change)
// goes through the plan's walk over a generic reading and a typed decode of the result; an error
// the walk cannot change is returned as the first decode found it, without a generic reading.
//
// retired, when not nil, tells a valid value that is a retired member at the top, which tolerant
// mode still translates.
func parseDocument[T interface{ Validate() error }](typeName string, data []byte, options []ParseOption, read func(*decoder) (T, error), unknown func(tag string, raw []byte) T, retired func(T) bool) (T, []ParseWarning, error) {
	var zero T
	mode := parseMode(options)
	if mode != Tolerant && mode != Strict {
		return zero, nil, &ValidationError{Code: "mode", Message: "unknown parse mode " + strconv.Itoa(int(mode))}
	}
	plan := loadPlan()
	planned, tolerates := plan.Types[typeName]
	if mode == Strict || !tolerates {
		d := takeDecoder(data)
		v, err := readValidated(d, read)
		releaseDecoder(d)
		if err != nil {
			return zero, nil, err
		}
		return v, nil, nil
	}
	var first error
	if !planned.walkAlways {
		d := takeDecoder(data)
		d.strip, d.tolerant, d.recent = plan.Unknown.Properties == "strip", true, &plan.recentTop
		v, err := readValidated(d, read)
		var warnings []ParseWarning
		settled := err == nil && (retired == nil || !retired(v))
		if settled && len(d.notes) > 0 {
			warnings, settled = d.noteWarnings(plan)
		}
		releaseDecoder(d)
		if settled {
			return v, warnings, nil
		}
		if err != nil && plan.unchangedByWalk(typeName, data) {
			return zero, nil, err
		}
		first = err
	}
	d := decoder{data: data, strict: true}
	document, err := readAny(&d)
	if err == nil {
		err = d.finish()
	}
	if err != nil {
		return zero, nil, err
	}
	value, warnings, tag, isUnknown := tolerate(typeName, document)
	if isUnknown && unknown != nil {
		return unknown(tag, append([]byte(nil), data...)), warnings, nil
	}
	if first != nil && len(warnings) == 0 && !isUnknown {
		return zero, nil, first // the walk changed nothing, so a second typed decode would fail too
	}
	var e encoder
	writeAny(&e, value)
	text, err := e.result()
	if err != nil {
		return zero, warnings, &ValidationError{Code: "invalid", Message: err.Error()}
	}
	v, err := readValidated(&decoder{data: text, strict: true}, read)
	if err != nil {
		return zero, warnings, err
	}
	return v, warnings, nil
}
