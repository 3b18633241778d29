// lives in lib, where the compare view formats its tables the same way
export { formatScaled } from '../../../lib/scaled-format'
