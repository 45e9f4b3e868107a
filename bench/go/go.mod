module canon/bench

go 1.22

require github.com/canon-sdk/canon/packages/agui/go v0.0.0

require github.com/evanphx/json-patch/v5 v5.9.11 // indirect

replace github.com/canon-sdk/canon/packages/agui/go => ../../packages/agui/go
