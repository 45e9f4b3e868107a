module canon/bench

go 1.22

require github.com/canon-sdk/canon/packages/agui/go v0.0.0

replace github.com/canon-sdk/canon/packages/agui/go => ../../packages/agui/go
