import type { TokenInfo, TokenList } from '@uniswap/token-lists'
import { z } from '@/config/zod'
import { AppError } from '@/lib/errors/AppError'

/** The validator's text for duplicates (it is also the issue the schema reports for them). */
const DUPLICATE_TOKENS_ISSUE = 'Duplicate tokens'

/** The official schema's limit on a list's tokens. */
export const MAX_LIST_TOKENS = 10_000

type ListValidationCode = 'LIST_VALIDATION_FAILED' | 'DUPLICATE_TOKENS' | 'LIST_NOT_JSON' | 'LIST_TOO_LARGE'

/**
 * A downloaded list that is not valid: LIST_VALIDATION_FAILED with the first problems, DUPLICATE_TOKENS, LIST_NOT_JSON
 * or LIST_TOO_LARGE. `issues` keeps the validator's own text for logs and tests.
 */
export class TokenListValidationError extends AppError<ListValidationCode> {
  override name = 'TokenListValidationError'
  readonly issues: string

  private constructor(code: ListValidationCode, issues: string) {
    super(code, { params: code === 'LIST_VALIDATION_FAILED' ? { details: issues } : undefined })
    this.issues = issues
  }

  /** A list that failed the schema; `issues` names what, e.g. 'tokens.0.decimals: Too big: ...'. */
  static invalid(issues: string): TokenListValidationError {
    return new TokenListValidationError('LIST_VALIDATION_FAILED', issues)
  }

  /** A list with two tokens of the same chain and address (any case). */
  static duplicates(): TokenListValidationError {
    return new TokenListValidationError('DUPLICATE_TOKENS', DUPLICATE_TOKENS_ISSUE)
  }

  /** A body that does not parse as JSON. */
  static notJson(): TokenListValidationError {
    return new TokenListValidationError('LIST_NOT_JSON', 'the response is not JSON')
  }

  /** A body over the size limit, refused before parsing. */
  static tooLarge(): TokenListValidationError {
    return new TokenListValidationError('LIST_TOO_LARGE', 'the list is larger than 20 MB')
  }
}

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)$/i
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function isDate(text: string): boolean {
  const [, year = 0, month = 0, day = 0] = (DATE.exec(text) ?? []).map(Number)
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month] ?? 0))
}

/** RFC 3339 time with a required offset; 23:59:60 only at the end of a UTC minute (leap second). */
function isTime(text: string): boolean {
  const match = TIME.exec(text)
  if (!match) return false
  const [hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 6, 7].map((index) =>
    Number(match[index] ?? 0),
  ) as [number, number, number, number, number]
  if (offsetHours > 23 || offsetMinutes > 59) return false
  if (hour <= 23 && minute <= 59 && second < 60) return true
  const sign = match[5] === '-' ? -1 : 1
  const utcMinute = minute - offsetMinutes * sign
  const utcHour = hour - offsetHours * sign - (utcMinute < 0 ? 1 : 0)
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61
}

/** RFC 3339 date-time (the schema's 'date-time' format: 'T', 't' or a space between date and time). */
const isDateTime = (text: string): boolean => {
  const parts = text.split(/t|\s/i)
  return parts.length === 2 && isDate(parts[0] ?? '') && isTime(parts[1] ?? '')
}

/**
 * A URI with a scheme (RFC 3986): a scheme, then one or more unreserved, reserved or percent-encoded ASCII characters
 * (no spaces, quotes, angle brackets or backslashes).
 */
const URI = /^[a-z][a-z0-9+.-]*:(?:[a-z0-9\-._~!$&'()*+,;=:@/?#[\]]|%[0-9a-f]{2})+$/i
const isUri = (text: string): boolean => URI.test(text)

/** At most `max` characters counted as JSON Schema counts them (code points, not UTF-16 units). */
const atMost = (max: number) => (text: string) =>
  text.length <= max || (text.length <= 2 * max && [...text].length <= max)
const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`
const integer = (min: number, max = Number.MAX_VALUE) =>
  z.number().check(z.refine(Number.isInteger, 'Invalid input: expected int, received number'), z.gte(min), z.lte(max))
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type Problem = { path: PropertyKey[]; message: string }
const IDENTIFIER = /^[\w]+$/u

/** Problems of an object's keys and values, as `propertyNames` / `additionalProperties` / property counts check them. */
function objectProblems(
  input: Record<string, unknown>,
  limits: { min?: number; max: number; keyMax?: number },
  valueProblems: (value: unknown, path: PropertyKey[]) => Problem[],
): Problem[] {
  const keys = Object.keys(input)
  // Too many keys says enough: a hostile object's million keys are not checked one by one.
  if (keys.length > limits.max)
    return [{ path: [], message: `Too big: expected object to have <=${limits.max} properties` }]
  const problems: Problem[] = []
  if (keys.length < (limits.min ?? 0))
    problems.push({ path: [], message: `Too small: expected object to have >=${limits.min} properties` })
  for (const key of keys) {
    if (limits.keyMax !== undefined && !(IDENTIFIER.test(key) && key.length <= limits.keyMax))
      problems.push({ path: [key], message: 'Invalid key' })
    problems.push(...valueProblems(input[key], [key]))
  }
  return problems
}

/**
 * An object checked key by key. Unlike z.record it checks an own `__proto__` key (JSON.parse makes one) and returns
 * the object itself, so nothing is assigned through a prototype setter.
 */
function objectOf<T>(problems: (input: Record<string, unknown>) => Problem[]) {
  return z.custom<T>(isObject, 'Invalid input: expected object').check(
    z.superRefine((input, ctx) => {
      for (const { path, message } of problems(input as Record<string, unknown>))
        ctx.addIssue({ code: 'custom', path, message })
    }),
  )
}

const viaSchema =
  (schema: z.ZodMiniType) =>
  (value: unknown, path: PropertyKey[]): Problem[] => {
    const result = schema.safeParse(value)
    return result.success
      ? []
      : result.error.issues.map((issue) => ({ path: [...path, ...issue.path], message: issue.message }))
  }

/** Extension values: primitives (strings of 1 to 42 characters), or objects nested at most `objectsLeft` deep. */
function extensionProblems(value: unknown, objectsLeft: number, path: PropertyKey[]): Problem[] {
  if (value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return []
  if (typeof value === 'string')
    return value !== '' && atMost(42)(value)
      ? []
      : [{ path, message: 'Invalid input: expected a string of 1 to 42 characters' }]
  if (!isObject(value) || objectsLeft === 0) return [{ path, message: 'Invalid input: expected an extension value' }]
  return objectProblems(value, { max: 10, keyMax: 40 }, (inner, key) =>
    extensionProblems(inner, objectsLeft - 1, [...path, ...key]),
  )
}

const tagIdentifier = z.lazy(() => z.string().check(z.minLength(1), z.maxLength(10), z.regex(IDENTIFIER)))
const uri = z.lazy(() => z.string().check(z.refine(isUri, 'Invalid URI')))

const tokenInfoSchema = z.lazy(() =>
  z.strictObject({
    chainId: integer(1),
    address: z.string().check(z.regex(/^0x[a-fA-F0-9]{40}$/u)),
    decimals: integer(0, 255),
    name: z.string().check(
      z.refine(atMost(60), tooLong(60)),
      z.refine(
        (name) => name === '' || /^[ \S+]+$/u.test(name),
        'Invalid string: must be empty or have no whitespace but spaces',
      ),
    ),
    symbol: z.string().check(
      z.refine(atMost(20), tooLong(20)),
      z.refine(
        (symbol) => symbol === '' || /^\S+$/u.test(symbol),
        'Invalid string: must be empty or have no whitespace',
      ),
    ),
    logoURI: z.optional(uri),
    tags: z.optional(z.array(tagIdentifier).check(z.maxLength(10))),
    extensions: z.optional(
      objectOf<NonNullable<TokenInfo['extensions']>>((input) =>
        objectProblems(input, { max: 10, keyMax: 40 }, (value, path) => extensionProblems(value, 2, path)),
      ),
    ),
  }),
)

const tagDefinitionSchema = z.lazy(() =>
  z.strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^[ \w]+$/u)),
    description: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[ \w.,:]+$/u)),
  }),
)

const isDuplicateFree = (tokens: readonly TokenInfo[]): boolean => {
  const seen = new Set<string>()
  for (const { chainId, address } of tokens) {
    const key = `${chainId}:${address.toLowerCase()}`
    if (seen.has(key)) return false
    seen.add(key)
  }
  return true
}

/** The official token-list JSON schema in zod, plus: no two tokens with the same chain id and address (any case). */
export const tokenListSchema: z.ZodMiniType<TokenList> = z.lazy(() =>
  z
    .object({
      name: z.string().check(z.minLength(1), z.maxLength(30), z.regex(/^[\w ]+$/u)),
      timestamp: z.string().check(z.refine(isDateTime, 'Invalid ISO date-time')),
      version: z.strictObject({ major: integer(0), minor: integer(0), patch: integer(0) }),
      // The length is checked first, so an oversized list is refused before its tokens are.
      tokens: z.pipe(
        z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_LIST_TOKENS)),
        z.array(tokenInfoSchema),
      ),
      tokenMap: z.optional(
        objectOf<NonNullable<TokenList['tokenMap']>>((input) =>
          objectProblems(input, { min: 1, max: MAX_LIST_TOKENS }, viaSchema(tokenInfoSchema)),
        ),
      ),
      keywords: z.optional(
        z.array(z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^[\w ]+$/u))).check(
          z.maxLength(20),
          z.refine((keywords) => new Set(keywords).size === keywords.length, 'Invalid input: keywords must be unique'),
        ),
      ),
      tags: z.optional(
        objectOf<NonNullable<TokenList['tags']>>((input) =>
          objectProblems(input, { max: 20, keyMax: 10 }, viaSchema(tagDefinitionSchema)),
        ),
      ),
      logoURI: z.optional(uri),
    })
    .check(
      z.refine((list) => isDuplicateFree(list.tokens), {
        message: DUPLICATE_TOKENS_ISSUE,
        params: { duplicates: true },
        when: (payload) => payload.issues.length === 0,
      }),
    ),
)

/** Paths and messages can quote the list's own keys: no invisible characters, at most 200 characters an issue. */
const INVISIBLE = /\p{C}/gu
const inert = (text: string): string => {
  const visible = text.replace(INVISIBLE, '')
  return visible.length <= 200 ? visible : `${visible.slice(0, 199).replace(INVISIBLE, '')}…`
}

/** 'path: message' for the first three issues ('tokens.3.decimals: ...'); a whole-list issue is its message alone. */
const describeIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .slice(0, 3)
    .map(({ path, message }) => inert(path.length > 0 ? `${path.map(String).join('.')}: ${message}` : message))
    .join('; ')

/** The issue the duplicate check raises (it runs only on an otherwise valid list). */
const isDuplicatesIssue = (issue: z.core.$ZodIssue | undefined): boolean =>
  issue?.code === 'custom' && issue.params?.duplicates === true

/** A downloaded list, validated (spec section 5); throws TokenListValidationError. */
export function validateTokenList(json: unknown): TokenList {
  const result = tokenListSchema.safeParse(json)
  if (result.success) return result.data
  const { issues } = result.error
  if (issues.length === 1 && isDuplicatesIssue(issues[0])) throw TokenListValidationError.duplicates()
  throw TokenListValidationError.invalid(describeIssues(issues))
}
