import { describe, expect, it } from 'vitest'
import { nginxPolicyMap } from '../../../scripts/build/nginxPolicy'

describe('nginxPolicyMap', () => {
  it('sets the policy for HTML answers only, as one quoted value', () => {
    expect(nginxPolicyMap("default-src 'self'; frame-ancestors 'none'\n")).toContain(
      `    "~^text/html" "default-src 'self'; frame-ancestors 'none'";\n    default "";\n`,
    )
  })

  it.each([
    ['a double quote', 'default-src "self"', '"\\""'],
    ['a variable', "script-src 'self' $host", '"$"'],
    ['a backslash', "script-src 'self' \\x", '"\\\\"'],
    ['a line break inside', "default-src 'self';\nscript-src 'self'", '"\\n"'],
    ['a brace', "default-src 'self' {", '"{"'],
  ])('refuses a policy with %s, which nginx would read as syntax', (_case, policy, shown) => {
    expect(() => nginxPolicyMap(policy)).toThrow(
      `the Content-Security-Policy cannot go into nginx's configuration: it holds ${shown}`,
    )
  })

  it('refuses an empty policy', () => {
    expect(() => nginxPolicyMap(' \n')).toThrow('the Content-Security-Policy is empty')
  })
})
