module canon/hostile

go 1.22

require (
	canon/agui v0.0.0
	canon/meup v0.0.0
	canon/openwop v0.0.0
)

replace (
	canon/agui => ../../../packages/agui/go
	canon/meup => ../../../packages/meup/go
	canon/openwop => ../../../packages/openwop/go
)
