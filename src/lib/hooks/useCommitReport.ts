import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Hands `value` to `report` (a parent's state setter) whenever a render changes it: from the commit that rendered it
 * (a layout effect), so the parent shows it in the same frame, except at the mount, which reports from a passive
 * effect. An update from the mount's commit makes React flush the whole new subtree's passive effects and render
 * again within that commit's task: one long task as a page loads.
 */
export function useCommitReport<T>(value: T, report: (value: T) => void): void {
  const mounted = useRef(false)
  useLayoutEffect(() => {
    if (mounted.current) report(value)
  }, [report, value])
  useEffect(() => {
    if (mounted.current) return
    mounted.current = true
    report(value)
  }, [report, value])
}
