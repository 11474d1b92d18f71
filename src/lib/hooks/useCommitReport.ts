import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Hands `value` to `report` (a parent's state setter) whenever a render changes it: from the commit that rendered it
 * (a layout effect), so the parent shows it in the same frame. The mount reports from a passive effect, unless
 * `showAtMount` says its value is to be seen at once: an update from the mount's commit makes React flush the whole
 * new subtree's passive effects and render again within that commit's task, one long task as a page loads, worth it
 * only when the mount has something to show (a swap link's first quote).
 */
export function useCommitReport<T>(value: T, report: (value: T) => void, showAtMount = false): void {
  const mounted = useRef(false)
  const atMount = useRef(showAtMount)
  useLayoutEffect(() => {
    if (!mounted.current && !atMount.current) return
    mounted.current = true
    report(value)
  }, [report, value])
  useEffect(() => {
    if (mounted.current) return
    mounted.current = true
    report(value)
  }, [report, value])
}
