// Anything under test that reads the real environment (loadConfig() without an argument) stays
// quiet, so the test output is the runner's alone.
process.env.LOG_LEVEL = 'silent'
