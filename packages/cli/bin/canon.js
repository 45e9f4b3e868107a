#!/usr/bin/env node
// Committed entry point, so package managers can link the bin before the first build.
import "../dist/main.js";
