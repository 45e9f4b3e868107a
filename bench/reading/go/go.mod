module canon/bench-reading

go 1.22

require canon/agui v0.0.0

replace canon/agui => ../../../packages/agui/go
