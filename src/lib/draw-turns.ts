/** The drawings waiting for their turn, in the order they asked. */
const waiting: (() => void)[] = []
let drawing = false

function startNext(): void {
  const start = waiting.shift()
  drawing = start !== undefined
  start?.()
}

/**
 * Queues a drawing: `start` is called when it is its turn, one drawing at a time, in the order they asked. Returns
 * `end`, called once the drawing is on screen (the next one starts) or when it is no longer wanted (a waiting one
 * leaves the queue). Drawing one at a time lets the browser paint each before the next is computed, instead of
 * holding every drawing of a page back until the last one is done.
 */
export function takeTurn(start: () => void): () => void {
  let state: 'waiting' | 'drawing' | 'ended' = 'waiting'
  const begin = () => {
    state = 'drawing'
    start()
  }
  waiting.push(begin)
  if (!drawing) startNext()
  return () => {
    if (state === 'waiting') waiting.splice(waiting.indexOf(begin), 1)
    if (state === 'drawing') startNext()
    state = 'ended'
  }
}
