export { ProposalScreen } from './ProposalScreen'
export { VoteListScreen } from './VoteListScreen'
