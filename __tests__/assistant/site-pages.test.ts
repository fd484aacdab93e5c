import { markdownToText } from '../../emulator/assistant/site-pages.js'

describe('markdownToText', () => {
  it('keeps underscores that belong to words and code, drops emphasis markers', () => {
    const text = markdownToText(
      'Keys start with `svc_dsc_` or `svc_`; set ACME_ADMIN_KEY for job se_3f9a. This is _important_ and __bold__ and **strong**.\n\n```bash\nexport ACME_ADMIN_KEY=svc_x\n```'
    )
    expect(text).toContain('svc_dsc_')
    expect(text).toContain('`svc_`'.slice(1, -1))
    expect(text).toContain('ACME_ADMIN_KEY for job se_3f9a')
    expect(text).toContain('This is important and bold and strong.')
    expect(text).toContain('export ACME_ADMIN_KEY=svc_x')
  })
})
