module github.com/canon-sdk/canon/bench/runners/go

go 1.24.4

require (
	github.com/ag-ui-protocol/ag-ui/sdks/community/go v0.0.0-20260630145048-7479d97e25f6
	github.com/bytedance/sonic v1.15.5
	github.com/canon-sdk/canon/packages/agui/go v0.0.0
	github.com/goccy/go-json v0.10.5
)

require (
	github.com/bytedance/gopkg v0.1.3 // indirect
	github.com/bytedance/sonic/loader v0.5.3 // indirect
	github.com/cloudwego/base64x v0.1.6 // indirect
	github.com/evanphx/json-patch/v5 v5.9.11 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/klauspost/cpuid/v2 v2.2.9 // indirect
	github.com/sirupsen/logrus v1.9.3 // indirect
	github.com/twitchyliquid64/golang-asm v0.15.1 // indirect
	golang.org/x/arch v0.0.0-20210923205945-b76863e36670 // indirect
	golang.org/x/sys v0.22.0 // indirect
)

replace github.com/canon-sdk/canon/packages/agui/go => ../../../packages/agui/go
