// Server tests talk to a real port; keep the service's own logging out of the test output.
process.env.LOG_LEVEL = 'silent'
