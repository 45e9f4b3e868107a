module canon/hostile

go 1.22

require (
	github.com/canon-sdk/canon/packages/agui/go v0.0.0
	github.com/canon-sdk/canon/packages/meup/go v0.0.0
	github.com/canon-sdk/canon/packages/openwop/go v0.0.0
)

require github.com/evanphx/json-patch/v5 v5.9.11 // indirect

replace (
	github.com/canon-sdk/canon/packages/agui/go => ../../../packages/agui/go
	github.com/canon-sdk/canon/packages/meup/go => ../../../packages/meup/go
	github.com/canon-sdk/canon/packages/openwop/go => ../../../packages/openwop/go
)
