import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Hands `value` to `report` (a parent's setter) from the commit that rendered it, so the parent shows it in the same
 * frame. The mount reports from a passive effect unless `showAtMount`: a report from the mount's commit makes React
 * flush the new subtree's effects in that task, worth its long task only when the mount has something to show.
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
