import { drawOlderYearsOnThisThread, reportFailureOnThisThread } from './older-years-thread'

/**
 * The older-years thread's program (older-years-thread.ts starts it). An error the drawing does not catch is reported
 * as the answer: the generating thread waits on the flag, not on the thread's events, which cannot arrive while it
 * waits.
 */
process.on('uncaughtException', reportFailureOnThisThread)
drawOlderYearsOnThisThread()
