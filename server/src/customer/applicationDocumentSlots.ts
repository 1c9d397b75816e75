/**
 * How many uploads each customer may have in flight at once. An upload holds a connection, a
 * file being written and its share of the disk's time for as long as its bytes take to arrive,
 * so one account cannot hold many: twenty at once from one account held the service minutes.
 */
export function uploadSlots(perCustomer: number) {
  const inFlight = new Map<string, number>()
  return {
    /** A release to call once the upload ends, or undefined when the customer has no slot free. */
    take(customer: string): (() => void) | undefined {
      const held = inFlight.get(customer) ?? 0
      if (held >= perCustomer) return undefined
      inFlight.set(customer, held + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (inFlight.get(customer) ?? 1) - 1
        if (left === 0) inFlight.delete(customer)
        else inFlight.set(customer, left)
      }
    },
    /** Uploads in flight for the customer. */
    held: (customer: string) => inFlight.get(customer) ?? 0,
  }
}
