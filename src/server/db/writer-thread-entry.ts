import { writeBatches } from './writer-worker'

/** The writer thread's program (writer-thread.ts starts it): it writes each batch it is sent. */
writeBatches()
