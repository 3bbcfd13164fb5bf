import { Fragment } from 'react'

/**
 * An email address that may wrap only before its @ and its dots (where a reader expects a
 * break), never inside a name; on a screen too narrow even for a part, the part breaks last.
 */
export function EmailText({ address }: { address: string }) {
  return (
    <span className="break-words">
      {address.split(/(?=[@.])/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
