/** Types of ensure-install.mjs (plain Node, run before anything is installed), for its tests. */
export interface ProjectState {
  /** The node_modules folder exists. */
  nodeModules: boolean
  /** package-lock.json's mtime in ms, undefined when it is missing. */
  lockfile: number | undefined
  /** The mtimes of the install markers (npm's hidden lockfile, the script's stamp); undefined for a missing one. */
  installed: (number | undefined)[]
}
export declare const STAMP: string
export declare function installDecision(state: ProjectState): { install: boolean; reason: string }
export declare function projectState(root: string): ProjectState
