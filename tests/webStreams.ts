// The web project runs each file in a VM context of its own (see vite.config.ts), and a VM context
// has none of Node's web streams, which msw's interceptors use. They are Node's own, as in the
// browser-like globals Node gives every other context.
import {
  ReadableStream,
  TextDecoderStream,
  TextEncoderStream,
  TransformStream,
  WritableStream,
} from 'node:stream/web'

Object.assign(globalThis, {
  ReadableStream,
  TextDecoderStream,
  TextEncoderStream,
  TransformStream,
  WritableStream,
})
