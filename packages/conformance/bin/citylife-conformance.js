#!/usr/bin/env node
// The command of @citylife/conformance: the built runner, with the process's arguments.
import { main } from '../dist/index.js';

process.exitCode = await main(process.argv.slice(2));
