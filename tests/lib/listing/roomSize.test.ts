import { describe, expect, it } from 'vitest'
import { isValidRoomSize, roomSizeText, roomSizeUnit } from '../../../src/lib/listing/roomSize'

// "Room sizes are valid when length and width are non-empty and match
// feet/inches or metres formats."
describe('room sizes', () => {
  it.each([
    [`18'2"`, `11'6"`, true, `18'2" x 11'6"`],
    [`17'0"`, `9'`, true, `17'0" x 9'`],
    ['12 ft 4 in', '10 ft', true, '12 ft 4 in x 10 ft'],
    ['5.18', '3.02', true, '5.18 x 3.02 m'],
    ['5.18 m', '3 m', true, '5.18 x 3 m'],
    ['6', '4.5', true, '6 x 4.5 m'],
    ['', '3.02', false, undefined],
    ['5.18', '', false, undefined],
    ['   ', '   ', false, undefined],
    ['0', '0', false, undefined],
    ['big', 'small', false, undefined],
    [`18'2"`, '3.02', false, undefined],
    [`18'13"`, `11'6"`, false, undefined],
    ['5.183', '3.02', false, undefined],
    ['-5', '3', false, undefined],
  ])('%s by %s → valid %s', (length, width, valid, text) => {
    expect(isValidRoomSize(length, width)).toBe(valid)
    expect(roomSizeText(length, width, 'en')).toBe(text)
  })

  it.each([
    ['5.18', '3.02', '5,18 x 3,02 m'],
    ['5.18 m', '3 m', '5,18 x 3 m'],
    ['4.50', '3.00', '4,5 x 3 m'],
    [`18'2"`, `11'6"`, `18'2" x 11'6"`],
  ])('in French, %s by %s reads %s (a comma for the decimal mark)', (length, width, text) => {
    expect(roomSizeText(length, width, 'fr')).toBe(text)
  })

  it('treats null and undefined as empty', () => {
    expect(isValidRoomSize(null, '3')).toBe(false)
    expect(isValidRoomSize(undefined, undefined)).toBe(false)
    expect(roomSizeUnit(null)).toBeUndefined()
  })
})
