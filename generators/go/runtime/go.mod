module github.com/canon-sdk/canon/generators/go/runtime

go 1.22
