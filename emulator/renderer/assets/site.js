// Client behaviour of exported pages: tabs, copy buttons and search.
// Plain browser JavaScript with no dependencies; the search library and the index are files of
// the same bundle, loaded with <script> tags so search also works when opened from disk.
;(function () {
  'use strict'
  var body = document.body
  var root = body.getAttribute('data-root') || ''

  function selectTab(group, index) {
    var tabs = group.querySelectorAll(':scope > .tab-list > [role=tab]')
    var panels = group.querySelectorAll(':scope > [role=tabpanel]')
    for (var i = 0; i < tabs.length; i++) {
      tabs[i].setAttribute('aria-selected', String(i === index))
      tabs[i].tabIndex = i === index ? 0 : -1
      if (i === index) panels[i].removeAttribute('data-inactive')
      else panels[i].setAttribute('data-inactive', '')
    }
  }
  document.querySelectorAll('[data-tabs]').forEach(function (group) {
    var tabs = group.querySelectorAll(':scope > .tab-list > [role=tab]')
    tabs.forEach(function (tab, i) {
      tab.addEventListener('click', function () {
        selectTab(group, i)
      })
      tab.addEventListener('keydown', function (e) {
        var next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : -2
        if (next === -2) return
        next = (next + tabs.length) % tabs.length
        selectTab(group, next)
        tabs[next].focus()
      })
    })
  })

  document.querySelectorAll('.code-block').forEach(function (block) {
    var code = block.querySelector('code')
    if (!code || !window.navigator.clipboard) return
    var button = document.createElement('button')
    button.type = 'button'
    button.className = 'copy'
    button.textContent = 'Copy'
    button.addEventListener('click', function () {
      window.navigator.clipboard.writeText(code.textContent || '').then(function () {
        button.textContent = 'Copied'
        window.setTimeout(function () {
          button.textContent = 'Copy'
        }, 1500)
      })
    })
    block.appendChild(button)
  })

  var activeLink = document.querySelector('.sidebar a[aria-current=page]')
  if (activeLink) activeLink.scrollIntoView({ block: 'nearest' })

  // Search: loaded on first use so pages stay light.
  var box = document.querySelector('[data-search]')
  if (!box) return
  var input = box.querySelector('input')
  var list = box.querySelector('.search-results')
  var version = body.getAttribute('data-version')
  var language = body.getAttribute('data-language')
  var index = null
  var loading = null

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement('script')
      s.src = root + src
      s.onload = resolve
      s.onerror = function () {
        reject(new Error('could not load ' + src))
      }
      document.head.appendChild(s)
    })
  }
  function ensureIndex() {
    if (!loading) {
      loading = loadScript(body.getAttribute('data-minisearch'))
        .then(function () {
          return loadScript(body.getAttribute('data-search-index'))
        })
        .then(function () {
          var data = window.__DOCS_SEARCH__
          index = window.MiniSearch.loadJS(data.index, data.options)
          return index
        })
    }
    return loading
  }
  function render(results, query) {
    list.innerHTML = ''
    if (!query) {
      list.hidden = true
      return
    }
    if (results.length === 0) {
      var empty = document.createElement('li')
      empty.className = 'empty'
      empty.textContent = 'No results for \u201c' + query + '\u201d'
      list.appendChild(empty)
    }
    results.slice(0, 12).forEach(function (r) {
      var li = document.createElement('li')
      var a = document.createElement('a')
      a.href = root + r.url
      a.textContent = r.title
      if (r.section) {
        var small = document.createElement('span')
        small.className = 'result-section'
        small.textContent = r.section
        a.appendChild(small)
      }
      li.appendChild(a)
      list.appendChild(li)
    })
    list.hidden = false
  }
  function run() {
    var query = input.value.trim()
    ensureIndex().then(function (ix) {
      if (input.value.trim() !== query) return
      var results = query
        ? ix.search(query, {
            prefix: true,
            fuzzy: 0.15,
            boost: { title: 3, headings: 2 },
            filter: function (r) {
              return (!version || r.v === version) && (!language || r.l === language)
            }
          })
        : []
      render(results, query)
    })
  }
  input.addEventListener('focus', ensureIndex)
  input.addEventListener('input', run)
  input.addEventListener('keydown', function (e) {
    if (e.key === 'Escape') {
      input.value = ''
      render([], '')
    } else if (e.key === 'Enter') {
      var first = list.querySelector('a')
      if (first) window.location.href = first.href
    }
  })
  document.addEventListener('keydown', function (e) {
    if (e.key === '/' && document.activeElement !== input) {
      e.preventDefault()
      input.focus()
    }
  })
})()
