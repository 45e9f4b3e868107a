module github.com/canon-sdk/canon/generators/go/runtime

go 1.22

require github.com/evanphx/json-patch/v5 v5.9.11
