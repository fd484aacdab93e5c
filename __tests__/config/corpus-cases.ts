// What must happen to each real config (and each variant of one) when the static export block
// is written at a key path. Written from reading the files, never from running an editor, so
// the editor can be checked against something it did not shape (issue 10).
//
// The rules the expectations follow (issue 10, items 1-11):
// - A file with one document: the block goes into it; missing parents are created; a `null`,
//   empty or `{}` block (or parent) becomes a mapping.
// - Several documents: the block goes into the one document where the whole key path resolves
//   (a `null` or `{}` at its end counts). When it resolves in several, refuse naming the
//   candidates. When it resolves in none, refuse and say how to choose (add an empty block or
//   name the document) -- except where only one document holds the block's parent mapping and
//   editing it is safe: there either that edit or that refusal is right (`orRefuse`).
// - The path runs through an anchor aliased elsewhere (the block, a parent, or bundleUrl
//   itself): refuse naming the anchor, since any edit would change the other place too.
// - The block comes through a merge key (`<<: *defaults`): an edit is right only if YAML 1.1
//   readers with merge keys (Helm) still read every merged field; refusing is also right.
// - Bytes that are not UTF-8 (Windows-1252, UTF-16): edit byte-exactly, or refuse naming the
//   encoding found. A flow mapping with a comment: edit keeping the comment, or refuse saying
//   it is a flow mapping.
// - A block that is not a mapping (a string, a list) or a JSON file whose root is a list:
//   refuse, saying what is there.
// The edit itself is judged by oracle.ts (`checkEdit`), with `document` as the target.
import { checkEdit } from './oracle.js'
import {
  append,
  bom,
  chain,
  crlf,
  followedBy,
  insertAfter,
  noFinalNewline,
  oneCrlf,
  prepend,
  realBytes,
  replace,
  utf16,
  windows1252,
  type Variant
} from './variants.js'

export type Expected =
  /** The edit must succeed, and be right for this document (0-based, as `yaml` counts). */
  | { edit: { document: number }; orRefuse?: RegExp }
  /** The edit must be refused before the export, with a message matching the cause. */
  | { refuse: RegExp; mentions?: string[] }

export interface CorpusCase {
  /** Unique title: the file, the variant's name after `#`, the key after `@`. */
  title: string
  /** Path under __fixtures__/configs/real/. */
  file: string
  variant?: Variant
  /** The config-key: dotted path of the block. */
  key: string
  /** When set, the update writes this version too. */
  version?: string
  expected: Expected
  /** Why this is the right outcome, for whoever reads a failure. */
  why: string
}

// The causes a refusal must name. Kept loose on wording, strict on the cause.
export const CAUSE = {
  /** The key path is in none of several documents: which one is meant? */
  whichDocument:
    /none of|no document|not in any|not found in|which document|ambiguous|config-document/i,
  /** The block is in several documents. */
  ambiguous: /ambiguous|more than one|several|both|\b\d+ (of the|documents)/i,
  anchor: /anchor|alias/i,
  merge: /merge|<</i,
  windows1252: /windows-1252|cp-?1252|latin-?1|not (valid )?UTF-8/i,
  utf16: /UTF-16/i,
  flow: /flow/i,
  notMapping: /not a mapping|not an object|a string|a list|an array|scalar/i,
  /** A `.json` file with comments (JSONC): a comment is named as one. */
  jsonComment: /comment/i
} as const

const edit = (document = 0, orRefuse?: RegExp): Expected =>
  orRefuse ? { edit: { document }, orRefuse } : { edit: { document } }
const refuse = (cause: RegExp, mentions?: string[]): Expected =>
  mentions ? { refuse: cause, mentions } : { refuse: cause }

const OLD_LINK = 'https://exports.example.com/se_0/bundle.tar.gz'

type Spec = Omit<CorpusCase, 'title'>

const real: Spec[] = [
  // Helm values of large charts, heavy with comments: one document, block at the top level
  // or under an existing top-level section.
  ...[
    'bitnami-postgresql',
    'bitnami-redis',
    'bitnami-keycloak',
    'bitnami-kafka',
    'bitnami-wordpress',
    'bitnami-nginx',
    'prometheus',
    'alertmanager',
    'prometheus-node-exporter',
    'promtail',
    'tempo-distributed',
    'rollout-operator',
    'ingress-nginx-ci-hpa',
    'cert-manager',
    'argo-workflows',
    'argocd-apps',
    'jenkins',
    'jenkins-ci-other'
  ].map((name): Spec => ({
    file: `helm-values/${name}.values.yaml`,
    key: 'staticExport',
    expected: edit(0),
    why: 'a values file is one document; staticExport is added at the top level'
  })),
  {
    file: 'helm-values/kube-prometheus-stack.values.yaml',
    key: 'grafana.staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'grafana is a block mapping of the one document; the block goes inside it'
  },
  {
    file: 'helm-values/argo-cd.values.yaml',
    key: 'server.staticExport',
    expected: edit(0),
    why: 'server is a block mapping of the one document'
  },
  {
    file: 'helm-values/argo-cd.values.yaml',
    key: 'server.httproute.staticExport',
    expected: edit(0),
    why:
      'httproute ends with a list whose last item ends in a comment line, then a key of the ' +
      'mapping above (backendTLSPolicy): the block goes before that key, inside httproute'
  },
  {
    file: 'helm-values/argo-cd.values.yaml',
    key: 'applicationSet.httproute.staticExport',
    expected: edit(0),
    why: 'the same layout under applicationSet'
  },
  {
    file: 'helm-values/argo-workflows.values.yaml',
    key: 'server.httproute.staticExport',
    expected: edit(0),
    why: 'the same layout in the Argo Workflows chart'
  },
  {
    file: 'helm-values/bitnami-harbor.values.yaml',
    key: 'core.staticExport',
    expected: edit(0),
    why: 'core is a block mapping (not anchored) of the one document'
  },
  {
    file: 'helm-values/ingress-nginx.values.yaml',
    key: 'controller.staticExport',
    expected: edit(0),
    why: 'controller is a block mapping of the one document'
  },

  // Flux manifests.
  {
    file: 'flux/cert-manager.yaml',
    key: 'spec.values.staticExport',
    expected: edit(2, CAUSE.whichDocument),
    why: 'Namespace, OCIRepository, HelmRelease: the block is nowhere, but only the HelmRelease has spec.values (the OCIRepository shares only spec); never the OCIRepository'
  },
  {
    file: 'flux/cert-manager.yaml',
    key: 'staticExport',
    expected: refuse(CAUSE.whichDocument),
    why: 'a top-level key could go into any of the three documents'
  },
  {
    file: 'flux/envoy-gateway.yaml',
    key: 'spec.values.staticExport',
    expected: refuse(CAUSE.whichDocument),
    why: 'no document has spec.values; OCIRepository and HelmRelease both have spec, so any choice is a guess'
  },
  {
    file: 'flux/podinfo-release.yaml',
    key: 'spec.values.staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'one HelmRelease with spec.values'
  },
  {
    file: 'flux/podinfo-values-production.yaml',
    key: 'spec.values.staticExport',
    expected: edit(0),
    why: 'one HelmRelease patch with spec.values'
  },
  {
    file: 'flux/clusters-production-infrastructure.yaml',
    key: 'spec.staticExport',
    expected: refuse(CAUSE.whichDocument),
    why: 'two Kustomizations, both with spec, neither with the block'
  },
  {
    file: 'flux/clusters-production-artifacts.yaml',
    key: 'spec.staticExport',
    expected: edit(0),
    why: 'one document'
  },
  {
    file: 'flux/cluster-issuers.yaml',
    key: 'spec.staticExport',
    expected: edit(0),
    why: 'one document'
  },
  {
    file: 'flux/multi-tenancy-dev-team-sync.yaml',
    key: 'spec.staticExport',
    expected: refuse(CAUSE.whichDocument),
    why: 'GitRepository and Kustomization, both with spec, neither with the block'
  },
  {
    file: 'flux/multi-tenancy-dev-team-rbac.yaml',
    key: 'staticExport',
    expected: refuse(CAUSE.whichDocument),
    why: 'three documents, none with the block'
  },
  {
    file: 'flux/multi-tenancy-kyverno-sync.yaml',
    key: 'spec.staticExport',
    expected: edit(0),
    why: 'one document'
  },

  // Argo CD.
  {
    file: 'argocd/application.yaml',
    key: 'spec.source.helm.valuesObject.staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'one Application whose helm.valuesObject exists, among many comments'
  },
  {
    file: 'argocd/applicationset.yaml',
    key: 'spec.template.spec.source.helm.valuesObject.staticExport',
    expected: edit(0),
    why: 'one ApplicationSet; valuesObject is created under the existing helm mapping'
  },
  {
    file: 'argocd/project.yaml',
    key: 'staticExport',
    expected: edit(0),
    why: 'one document'
  },
  {
    file: 'argocd/argocd-repositories.yaml',
    key: 'stringData.staticExport',
    expected: refuse(CAUSE.whichDocument),
    why: 'seven Secrets, each with stringData, none with the block'
  },
  {
    file: 'argocd/argocd-cm.yaml',
    key: 'data.staticExport',
    expected: edit(0),
    why: 'one ConfigMap with data'
  },
  {
    file: 'argocd/argocd-apps-item-templates.yaml',
    key: 'staticExport',
    expected: edit(0),
    why: 'one document; its &generators anchor is not on the path'
  },

  // Kustomize.
  ...[
    'helloworld-kustomization',
    'loadhttp-kustomization',
    'ldap-staging-kustomization',
    'flux-apps-production-kustomization',
    'flux-system-kustomization'
  ].map((name): Spec => ({
    file: `kustomize/${name}.yaml`,
    key: 'staticExport',
    expected: edit(0),
    why: 'one document'
  })),

  // docker-compose, with anchors and merge keys.
  {
    file: 'compose/opentelemetry-demo.compose.yaml',
    key: 'staticExport',
    expected: edit(0),
    why: 'one anchor aliased by 18 services is an ordinary file, not an alias bomb (item 5)'
  },
  {
    file: 'compose/netbox-docker.docker-compose.yml',
    key: 'services.netbox-worker.staticExport',
    expected: edit(0),
    why: 'netbox-worker merges *netbox; a key of its own beside the merge key changes nothing else'
  },
  {
    file: 'compose/netbox-docker.docker-compose.yml',
    key: 'services.netbox.staticExport',
    expected: refuse(CAUSE.anchor, ['netbox']),
    why: 'services.netbox is &netbox, merged into netbox-worker and netbox-housekeeping: the block would appear there too'
  },
  {
    file: 'compose/frappe-docker.compose.yaml',
    key: 'services.backend.staticExport',
    expected: edit(0),
    why: 'backend merges *backend_defaults; a key of its own changes nothing else'
  },
  {
    file: 'compose/frappe-docker.compose.yaml',
    key: 'x-backend-defaults.staticExport',
    expected: refuse(CAUSE.anchor, ['backend_defaults']),
    why: 'x-backend-defaults is &backend_defaults, merged into several services'
  },
  {
    file: 'compose/frappe-docker.compose.migrator.yaml',
    key: 'staticExport',
    expected: edit(0),
    why: 'one document with merge keys elsewhere'
  },
  {
    file: 'compose/langfuse.docker-compose.yml',
    key: 'services.langfuse-web.environment.staticExport',
    expected: edit(0),
    why: 'langfuse-web.environment merges *langfuse-worker-env; its own key changes nothing else'
  },
  {
    file: 'compose/langfuse.docker-compose.yml',
    key: 'services.langfuse-worker.environment.staticExport',
    expected: refuse(CAUSE.anchor, ['langfuse-worker-env']),
    why: 'langfuse-worker.environment is &langfuse-worker-env, merged into langfuse-web.environment'
  },
  {
    file: 'compose/langfuse.docker-compose.dev-redis-cluster.yml',
    key: 'staticExport',
    expected: edit(0),
    why: 'one document; twelve merge keys elsewhere'
  },
  {
    file: 'compose/appwrite.docker-compose.yml',
    key: 'staticExport',
    expected: edit(0),
    why: 'one long document'
  },
  {
    file: 'compose/awesome-compose-nginx-flask-mysql.compose.yaml',
    key: 'services.backend.staticExport',
    expected: edit(0),
    why: 'one document'
  },
  {
    file: 'compose/awesome-compose-nginx-flask-mysql.compose.yaml',
    key: 'services.staticExport',
    expected: edit(0),
    why: 'services is set apart from volumes by a blank line: the block goes at the end of services, before that blank line, as the checker must accept'
  },
  {
    file: 'compose/awesome-compose-elk.compose.yaml',
    key: 'staticExport',
    expected: edit(0),
    why: 'one document'
  },

  // OpenStack-Helm values: a licence header, then `---`, and `...` closing the document; the
  // last key is `extraObjects: {}` with its example commented out below it, indented deeper.
  {
    file: 'helm-values/openstack-helm-ceilometer.values.yaml',
    key: 'staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'the block goes after the commented example that belongs to extraObjects, before the `...` end marker'
  },
  {
    file: 'helm-values/openstack-helm-ceilometer.values.yaml',
    key: 'extraObjects.staticExport',
    expected: edit(0),
    why: 'extraObjects: {} (followed by its commented example and `...`) becomes a mapping holding the block'
  },
  {
    file: 'helm-values/openstack-helm-ceilometer.values.yaml',
    key: 'bootstrap.staticExport',
    expected: edit(0),
    why: 'bootstrap ends with a `script: |` block scalar: the block goes after the script, not inside it'
  },
  {
    file: 'helm-values/openstack-helm-ceilometer.values.yaml',
    key: 'conf.staticExport',
    expected: edit(0),
    why: 'conf holds lists whose items are anchored and merged (<<: *x, <<: [*a, *b]), none on the path'
  },
  {
    file: 'helm-values/openstack-helm-horizon.values.yaml',
    key: 'conf.horizon.local_settings.staticExport',
    expected: edit(0),
    why: 'local_settings ends with an 800-line `template: |` of Python and Go templates: the block goes after it'
  },
  {
    file: 'helm-values/openstack-helm-horizon.values.yaml',
    key: 'conf.horizon.custom_panels.staticExport',
    expected: edit(0),
    why: 'custom_panels: {} followed by a commented example indented deeper'
  },
  {
    file: 'helm-values/openstack-helm-horizon.values.yaml',
    key: 'dependencies.staticExport',
    expected: edit(0),
    why: 'dependencies ends with a list; the keys of the next section follow a blank line and a comment'
  },
  {
    file: 'helm-values/openstack-helm-grafana-home-dashboard.values.yaml',
    key: 'conf.dashboards.home.staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'an override file (comment, `---`, `...`) whose last value is a 100-line `|-` JSON dashboard: the block goes after it, before `...`'
  },
  {
    file: 'compose/redash.compose.yaml',
    key: 'services.scheduler.environment.staticExport',
    expected: edit(0),
    why: 'scheduler.environment holds only <<: *redash-environment: the block is its own key beside the merge'
  },
  {
    file: 'compose/redash.compose.yaml',
    key: 'x-redash-environment.staticExport',
    expected: refuse(CAUSE.anchor, ['redash-environment']),
    why: 'x-redash-environment is &redash-environment, merged into three services'
  },
  {
    file: 'compose/redash.compose.yaml',
    key: 'services.postgres.staticExport',
    expected: edit(0),
    why: 'postgres has comment lines among its keys; its last key is a mapping'
  },

  // YAML committed with CRLF.
  {
    file: 'k8s/argo-cd-prometheus-healthy.crlf.yaml',
    key: 'spec.staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'a CRLF resource: the block is written with CRLF inside spec'
  },
  {
    file: 'cloudformation/s3-bucket-and-policy-for-caa-v1.crlf.yaml',
    key: 'Metadata.staticExport',
    expected: edit(0),
    why: 'CRLF CloudFormation with !Ref/!Sub tags and an unquoted date (AWSTemplateFormatVersion, a timestamp for YAML 1.1 readers) outside the block: all kept as they are, and the date read alike before and after'
  },

  // JSON.
  ...[
    'alz-terraform-accelerator.devcontainer.json',
    'arm-functions-range.json',
    'arm-management-level-deployment.azuredeploy.json',
    'cloudformation-sqs-standard-queue.json',
    'cloudformation-vpc-template.json',
    'eshop-basket-api.appsettings.json',
    'eshop-catalog-api.appsettings.json',
    'eshop-ordering-api.appsettings.json',
    'opentelemetry-demo.flagd.json'
  ].map((name): Spec => ({
    file: `json/${name}`,
    key: 'staticExport',
    expected: edit(0),
    why: 'a JSON object at the root (BOM, CRLF and no final newline kept where the file has them)'
  })),
  {
    file: 'json/arm-application-insights-windows-vm.json',
    key: 'variables.staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'variables is an object of the template'
  },
  {
    file: 'json/opentelemetry-demo-frontend.package.json',
    key: 'config.staticExport',
    expected: edit(0),
    why: 'config is created at the root'
  },
  {
    file: 'json/cloudformation-macro-params.json',
    key: 'staticExport',
    expected: refuse(CAUSE.notMapping),
    why: 'the root is a list of parameters, which cannot hold a key'
  },
  {
    file: 'json/devcontainers-alpine.devcontainer.json',
    key: 'staticExport',
    expected: refuse(CAUSE.jsonComment, ['line 1, column 1']),
    why: 'JSON with comments (the Dev Containers template, as every one of them is): refused naming the first comment, not as a misplaced key'
  }
]

const HELM_RELEASE_NULL = insertAfter(
  'helmrelease-values-null',
  /^ {2}values:$/,
  '    staticExport: null'
)
const HELM_RELEASE_EMPTY = insertAfter(
  'helmrelease-values-empty',
  /^ {2}values:$/,
  '    staticExport: {}'
)
const OTHER_APPLICATION = replace('renamed', /^ {2}name: guestbook$/m, '  name: guestbook-staging')
const APPLICATION_BLOCK = insertAfter(
  'valuesObject-block',
  /^ {6}valuesObject:$/,
  '        staticExport: {}'
)

const variants: Spec[] = [
  // Line endings and encodings.
  {
    file: 'helm-values/bitnami-redis.values.yaml',
    variant: crlf,
    key: 'staticExport',
    expected: edit(0),
    why: 'CRLF throughout: inserted lines are CRLF too'
  },
  {
    file: 'json/cloudformation-sqs-standard-queue.json',
    variant: crlf,
    key: 'staticExport',
    expected: edit(0),
    why: 'CRLF JSON'
  },
  {
    file: 'flux/cert-manager.yaml',
    variant: chain(HELM_RELEASE_NULL, crlf),
    key: 'spec.values.staticExport',
    expected: edit(2),
    why: 'the standard Flux layout, CRLF, with staticExport: null in the HelmRelease (items 1, 7)'
  },
  {
    file: 'helm-values/argo-workflows.values.yaml',
    variant: oneCrlf,
    key: 'staticExport',
    expected: edit(0),
    why: 'one CRLF on line 1 of an LF file: the inserted lines follow the LF around them (item 10)'
  },
  {
    file: 'kustomize/helloworld-kustomization.yaml',
    variant: bom,
    key: 'staticExport',
    expected: edit(0),
    why: 'BOM with a key on line 1: the new top-level key is not indented by the BOM (item 6)'
  },
  {
    file: 'helm-values/ingress-nginx-ci-hpa.values.yaml',
    variant: prepend(
      'bom+block-on-line-1',
      `\uFEFFstaticExport:\n  enabled: false\n  bundleUrl: ${OLD_LINK}\n`
    ),
    key: 'staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'BOM, and the block itself on line 1: new fields are indented like the existing ones (item 6)'
  },
  {
    file: 'flux/podinfo-values-production.yaml',
    variant: bom,
    key: 'spec.values.staticExport',
    expected: edit(0),
    why: 'BOM with apiVersion on line 1, block nested'
  },
  {
    file: 'json/opentelemetry-demo-frontend.package.json',
    variant: bom,
    key: 'staticExport',
    expected: edit(0),
    why: 'BOM JSON'
  },
  {
    file: 'helm-values/prometheus-node-exporter.values.yaml',
    variant: windows1252('maintainer: René'),
    key: 'staticExport',
    expected: edit(0, CAUSE.windows1252),
    why: 'a Windows-1252 byte (0xE9) outside the block: kept byte for byte, or refused naming the encoding (item 2)'
  },
  {
    file: 'json/eshop-basket-api.appsettings.json',
    variant: windows1252('  "Maintainer": "René",', /^\{/m),
    key: 'staticExport',
    expected: edit(0, CAUSE.windows1252),
    why: 'a Windows-1252 byte in JSON (item 2)'
  },
  {
    file: 'helm-values/rollout-operator.values.yaml',
    variant: utf16('le'),
    key: 'staticExport',
    expected: edit(0, CAUSE.utf16),
    why: 'UTF-16LE with BOM: edited in UTF-16, or refused naming UTF-16 (item 11)'
  },
  {
    file: 'helm-values/jenkins-ci-other.values.yaml',
    variant: utf16('be'),
    key: 'staticExport',
    expected: edit(0, CAUSE.utf16),
    why: 'UTF-16BE with BOM (item 11)'
  },
  {
    file: 'json/arm-functions-range.json',
    variant: utf16('le'),
    key: 'staticExport',
    expected: edit(0, CAUSE.utf16),
    why: 'UTF-16LE JSON (item 11)'
  },
  {
    file: 'helm-values/promtail.values.yaml',
    variant: noFinalNewline,
    key: 'staticExport',
    expected: edit(0),
    why: 'no final newline: the file still ends without one (item 8)'
  },
  {
    file: 'json/arm-functions-range.json',
    variant: noFinalNewline,
    key: 'staticExport',
    expected: edit(0),
    why: 'JSON without a final newline (item 8)'
  },
  {
    file: 'flux/envoy-gateway.yaml',
    variant: chain(
      append('helmrelease-values-empty-at-end', '  values:\n    staticExport: {}\n'),
      noFinalNewline
    ),
    key: 'spec.values.staticExport',
    expected: edit(2),
    why: 'the block is the last line of the file, which has no final newline; only the HelmRelease holds it (items 7, 8)'
  },

  // The block's own shapes.
  {
    file: 'helm-values/argo-rollouts-ci-extra-objects.values.yaml',
    variant: append('block-empty', 'staticExport: {}\n'),
    key: 'staticExport',
    expected: edit(0),
    why: 'a {} block in a file whose only nesting is an indented list of manifests: filled at the two-space step its mappings use (yaml.test.ts pins the lines)'
  },
  {
    file: 'helm-values/argocd-apps.values.yaml',
    variant: append('block-null', 'staticExport: null\n'),
    key: 'staticExport',
    expected: edit(0),
    why: 'staticExport: null becomes the block (item 11)'
  },
  {
    file: 'helm-values/jenkins-ci-other.values.yaml',
    variant: append('block-empty-map', 'staticExport: {}\n'),
    key: 'staticExport',
    expected: edit(0),
    why: 'staticExport: {} becomes the block'
  },
  {
    file: 'kustomize/loadhttp-kustomization.yaml',
    variant: append('block-empty', 'staticExport:\n'),
    key: 'staticExport',
    expected: edit(0),
    why: 'staticExport: with no value becomes the block'
  },
  {
    file: 'flux/multi-tenancy-kyverno-sync.yaml',
    variant: insertAfter('parent-empty-map', /^spec:$/, '  values: {}'),
    key: 'spec.values.staticExport',
    expected: edit(0),
    why: 'a parent written as {} becomes a mapping holding the block'
  },
  {
    file: 'json/arm-functions-range.json',
    variant: insertAfter('block-null', /^\{$/, '  "staticExport": null,'),
    key: 'staticExport',
    expected: edit(0),
    why: 'JSON "staticExport": null becomes the block'
  },
  {
    file: 'helm-values/bitnami-postgresql.values.yaml',
    variant: append('block-is-a-string', 'staticExport: disabled\n'),
    key: 'staticExport',
    expected: refuse(CAUSE.notMapping),
    why: 'the key holds a string, not a mapping'
  },
  {
    file: 'helm-values/prometheus.values.yaml',
    variant: append(
      'version-unquoted-date',
      `staticExport:\n  enabled: true\n  bundleUrl: ${OLD_LINK}\n  version: 2024-06-01\n`
    ),
    key: 'staticExport',
    version: '2024-07-01',
    expected: edit(0),
    why: 'an unquoted date: the new version is written quoted so Helm reads a string (item 9)'
  },
  {
    file: 'helm-values/bitnami-kafka.values.yaml',
    variant: append(
      'version-unquoted-same',
      `staticExport:\n  enabled: false\n  bundleUrl: ${OLD_LINK}\n  version: 2024-06-01\n`
    ),
    key: 'staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'the same version, unquoted: Helm reads a timestamp, so it must be rewritten quoted (item 9)'
  },
  {
    file: 'helm-values/alertmanager.values.yaml',
    variant: append(
      'flow-mapping-with-comment',
      `staticExport: { enabled: false, # switched on by the release job\n  bundleUrl: "${OLD_LINK}" }\n`
    ),
    key: 'staticExport',
    expected: edit(0, CAUSE.flow),
    why: 'a multi-line flow mapping with a comment: edited keeping the comment, or refused naming the flow mapping (item 11)'
  },
  {
    file: 'kustomize/ldap-staging-kustomization.yaml',
    variant: append(
      'flow-mapping-one-line',
      `staticExport: { enabled: false, bundleUrl: "${OLD_LINK}" }\n`
    ),
    key: 'staticExport',
    expected: edit(0, CAUSE.flow),
    why: 'a one-line flow mapping'
  },

  // Several documents.
  {
    file: 'flux/cert-manager.yaml',
    variant: HELM_RELEASE_EMPTY,
    key: 'spec.values.staticExport',
    version: '2024-06-01',
    expected: edit(2),
    why: 'the standard Flux layout after following the advice to add an empty block (item 7)'
  },
  {
    file: 'flux/cert-manager.yaml',
    variant: HELM_RELEASE_NULL,
    key: 'spec.values.staticExport',
    expected: edit(2),
    why: 'staticExport: null in the HelmRelease; the OCIRepository shares only spec (item 1)'
  },
  {
    file: 'flux/multi-tenancy-dev-team-sync.yaml',
    variant: insertAfter('block-in-both', /^spec:$/, '  staticExport: {}', 'all'),
    key: 'spec.staticExport',
    expected: refuse(CAUSE.ambiguous, ['GitRepository', 'Kustomization']),
    why: 'the block is in both documents: refuse listing them (item 1)'
  },
  {
    file: 'argocd/application.yaml',
    variant: followedBy('two-applications', 'argocd/application.yaml', OTHER_APPLICATION),
    key: 'spec.source.helm.valuesObject.staticExport',
    expected: refuse(CAUSE.whichDocument),
    why: 'two Applications, both with valuesObject, neither with the block'
  },
  {
    file: 'argocd/application.yaml',
    variant: followedBy(
      'two-applications-block-in-second',
      'argocd/application.yaml',
      chain(OTHER_APPLICATION, APPLICATION_BLOCK)
    ),
    key: 'spec.source.helm.valuesObject.staticExport',
    expected: edit(1),
    why: 'two Applications, the block in the second: never the first (item 1)'
  },
  {
    file: 'argocd/application.yaml',
    variant: chain(
      APPLICATION_BLOCK,
      followedBy('two-applications-block-in-first', 'argocd/application.yaml', OTHER_APPLICATION)
    ),
    key: 'spec.source.helm.valuesObject.staticExport',
    expected: edit(0),
    why: 'two Applications, the block in the first'
  },
  {
    file: 'argocd/argocd-repositories.yaml',
    variant: insertAfter('block-in-third-secret', /^stringData:$/, '  staticExport: {}', 2),
    key: 'stringData.staticExport',
    expected: edit(2),
    why: 'seven Secrets, the block in the third'
  },

  // Anchors, aliases and merge keys.
  {
    file: 'helm-values/bitnami-nginx.values.yaml',
    variant: append(
      'block-anchored-and-aliased',
      `staticExport: &static-export-block\n  enabled: false\n  bundleUrl: ${OLD_LINK}\nmirroredExport: *static-export-block\n`
    ),
    key: 'staticExport',
    expected: refuse(CAUSE.anchor, ['static-export-block']),
    why: 'the block is anchored and aliased: an edit would change mirroredExport too (item 3)'
  },
  {
    file: 'helm-values/bitnami-wordpress.values.yaml',
    variant: append(
      'block-anchored-not-aliased',
      `staticExport: &static-export-block\n  enabled: false\n  bundleUrl: ${OLD_LINK}\n`
    ),
    key: 'staticExport',
    expected: edit(0),
    why: 'an anchor nobody aliases changes nothing else'
  },
  {
    file: 'helm-values/bitnami-keycloak.values.yaml',
    variant: append(
      'parent-anchored-and-aliased',
      `exports: &shared-exports\n  staticExport:\n    enabled: false\n    bundleUrl: ${OLD_LINK}\nmirror: *shared-exports\n`
    ),
    key: 'exports.staticExport',
    expected: refuse(CAUSE.anchor, ['shared-exports']),
    why: 'a parent of the block is anchored and aliased (item 3)'
  },
  {
    file: 'helm-values/tempo-distributed.values.yaml',
    variant: append(
      'bundleUrl-anchored',
      `staticExport:\n  enabled: false\n  bundleUrl: &bundle-link ${OLD_LINK}\ndocsMirrorUrl: *bundle-link\n`
    ),
    key: 'staticExport',
    expected: refuse(CAUSE.anchor, ['bundle-link']),
    why: 'bundleUrl itself is anchored and aliased (item 11)'
  },
  {
    file: 'helm-values/cert-manager.values.yaml',
    variant: append(
      'block-is-an-alias',
      `exportDefaults: &export-defaults\n  enabled: false\n  bundleUrl: ${OLD_LINK}\nstaticExport: *export-defaults\n`
    ),
    key: 'staticExport',
    expected: refuse(CAUSE.anchor, ['export-defaults']),
    why: 'the block is an alias of another mapping (item 3)'
  },
  {
    file: 'helm-values/jenkins.values.yaml',
    variant: append(
      'block-from-merge-key',
      `x-static-export: &static-export-defaults\n  enabled: false\n  bundleUrl: ${OLD_LINK}\n  version: "1"\nstaticExport:\n  <<: *static-export-defaults\n`
    ),
    key: 'staticExport',
    expected: edit(0, CAUSE.merge),
    why: 'the block comes from <<: *static-export-defaults: Helm must still read the merged version (item 4)'
  },
  {
    file: 'compose/frappe-docker.compose.yaml',
    variant: insertAfter(
      'block-merged-into-service',
      /^x-backend-defaults: &backend_defaults$/,
      '  staticExport:\n    enabled: false\n    version: "1"'
    ),
    key: 'services.backend.staticExport',
    expected: edit(0, CAUSE.merge),
    why: 'services.backend gets staticExport only through <<: *backend_defaults; other services merge it too (item 4)'
  },
  // Shapes of files and blocks found in the wild that an editor can trip on.
  {
    file: 'helm-values/bitnami-redis.values.yaml',
    variant: chain(
      append(
        'block-with-record-and-comment',
        `staticExport:\n  enabled: false\n  bundleUrl: ${OLD_LINK} # static-export: job se_0\n  version: "1.0" # pinned by hand\n`
      ),
      crlf
    ),
    key: 'staticExport',
    version: '2.0',
    expected: edit(0),
    why: 'an existing CRLF block: the old record may be replaced, the hand-written comment stays'
  },
  {
    file: 'helm-values/argo-workflows.values.yaml',
    variant: append(
      'block-with-extra-keys-and-comments',
      `staticExport:\n  # where the bundle comes from\n  bundleUrl: ${OLD_LINK}\n\n  extra: keep-me   # not ours\n`
    ),
    key: 'staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'a block with a key of its own, a blank line and comments: all kept'
  },
  {
    file: 'helm-values/rollout-operator.values.yaml',
    variant: append('duplicate-block', 'staticExport:\n  enabled: false\nstaticExport: {}\n'),
    key: 'staticExport',
    expected: refuse(/duplicate|twice|more than once|\d+ times/i),
    why: 'the key appears twice: which one a reader takes differs between parsers'
  },
  {
    file: 'helm-values/promtail.values.yaml',
    variant: append('keep-chomping-scalar-at-end', 'notes: |+\n  kept blank lines\n\n'),
    key: 'staticExport',
    expected: edit(0),
    why: 'the trailing blank line belongs to the |+ scalar: the block must not go before it'
  },
  {
    file: 'flux/podinfo-release.yaml',
    variant: append('document-end-marker', '...\n'),
    key: 'spec.values.staticExport',
    expected: edit(0),
    why: 'a document end marker after the last key: the block goes before it'
  },
  {
    file: 'flux/cert-manager.yaml',
    variant: chain(
      HELM_RELEASE_NULL,
      prepend('empty-first-document', '# generated by hand\n---\n')
    ),
    key: 'spec.values.staticExport',
    expected: edit(3),
    why: 'an empty document first: the HelmRelease is the fourth document (index 3)'
  },
  {
    file: 'kustomize/helloworld-kustomization.yaml',
    variant: append(
      'quoted-key',
      `"staticExport":\n  enabled: false\n  bundleUrl: '${OLD_LINK}'\n`
    ),
    key: 'staticExport',
    expected: edit(0),
    why: 'a quoted key is the same key'
  },
  {
    file: 'kustomize/loadhttp-kustomization.yaml',
    variant: append(
      'four-space-indent',
      `config:\n    staticExport:\n        enabled: false\n        bundleUrl: ${OLD_LINK}\n`
    ),
    key: 'config.staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'four-space indentation: a new version line must parse inside the block'
  },
  {
    file: 'flux/multi-tenancy-kyverno-sync.yaml',
    variant: append('trailing-comment-no-final-newline', '# end of file'),
    key: 'spec.staticExport',
    expected: edit(0),
    why: 'a comment as the last line, without a final newline, after the parent mapping'
  },
  {
    file: 'helm-values/jenkins-ci-other.values.yaml',
    variant: chain(
      append('block-at-end', `staticExport:\n  enabled: false\n  bundleUrl: ${OLD_LINK}\n`),
      crlf,
      noFinalNewline
    ),
    key: 'staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'the block is the end of a CRLF file without a final newline: a new version line goes after the last one'
  },
  {
    file: 'json/cloudformation-vpc-template.json',
    variant: insertAfter('block-empty-object', /^\{$/, '    "staticExport": {},'),
    key: 'staticExport',
    expected: edit(0),
    why: 'an empty object in a CRLF JSON file with four-space indentation and no final newline'
  },
  {
    file: 'json/eshop-ordering-api.appsettings.json',
    variant: insertAfter(
      'block-existing',
      /^\uFEFF?\{$/,
      `  "staticExport": { "enabled": false, "bundleUrl": "${OLD_LINK}" },`
    ),
    key: 'staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'an existing one-line object in a BOM JSON file'
  },
  {
    file: 'json/arm-functions-range.json',
    variant: insertAfter('duplicate-key', /^\{$/, '  "staticExport": {},\n  "staticExport": {},'),
    key: 'staticExport',
    expected: refuse(/duplicate|twice|more than once|\d+ times/i),
    why: 'JSON with the key twice: readers disagree on which one counts'
  },
  {
    file: 'json/opentelemetry-demo-frontend.package.json',
    variant: replace('tab-indent', /^(?: {2})+/gm, '\t'),
    key: 'config.staticExport',
    expected: edit(0),
    why: 'tab-indented JSON'
  },
  {
    file: 'compose/opentelemetry-demo.compose.yaml',
    variant: oneCrlf,
    key: 'services.frontend.staticExport',
    expected: edit(0),
    why: 'many aliases of one anchor and a stray CRLF: neither is a reason to refuse (items 5, 10)'
  },
  {
    file: 'helm-values/openstack-helm-grafana-home-dashboard.values.yaml',
    variant: chain(crlf, noFinalNewline),
    key: 'staticExport',
    version: '2024-06-01',
    expected: edit(0),
    why: 'CRLF and `...` as the last bytes, with no line break after it: the block goes before `...`, in CRLF'
  },
  {
    file: 'helm-values/openstack-helm-ceilometer.values.yaml',
    variant: replace('lone-cr-in-header', 'ceilometer.\n', 'ceilometer.\r'),
    key: 'staticExport',
    expected: refuse(/carriage return/i),
    why: 'a CR without LF ends the header comment for Helm, not for every parser: readers disagree on the keys'
  }
]

function title(spec: Spec): string {
  return `${spec.file}${spec.variant ? `#${spec.variant.name}` : ''} @ ${spec.key}`
}

export const CORPUS_CASES: CorpusCase[] = [...real, ...variants].map(spec => ({
  title: title(spec),
  ...spec
}))

/** The bytes a case starts from. */
export function caseBytes(c: CorpusCase): Buffer {
  return realBytes(c.file, c.variant)
}

export function caseFormat(c: CorpusCase): 'yaml' | 'json' {
  return /\.json$/i.test(c.file) ? 'json' : 'yaml'
}

/** What an editor did with a case: refused with a message, or wrote these bytes. */
export type Outcome = { refused: string } | { edited: Uint8Array }

/**
 * Every way `outcome` falls short of the case's expectation; empty when it is right. An edit
 * is judged by the oracle (`checkEdit`) against the expected document; a refusal by its cause
 * (and the names it must mention). `fields` are what the update meant to write.
 */
export function judge(c: CorpusCase, outcome: Outcome, fields: Record<string, unknown>): string[] {
  const expected = c.expected
  if ('refused' in outcome) {
    const cause = 'refuse' in expected ? expected.refuse : expected.orRefuse
    if (!cause)
      return [
        `refused, but must be edited in document ${'edit' in expected ? expected.edit.document : '?'}: ${outcome.refused}`
      ]
    const problems = cause.test(outcome.refused)
      ? []
      : [`the refusal does not name the cause ${cause}: ${outcome.refused}`]
    const mentions = 'refuse' in expected ? (expected.mentions ?? []) : []
    for (const name of mentions) {
      if (!outcome.refused.includes(name))
        problems.push(`the refusal does not mention ${name}: ${outcome.refused}`)
    }
    return problems
  }
  if ('refuse' in expected) {
    const wrong = checkEdit(caseBytes(c), outcome.edited, {
      format: caseFormat(c),
      key: c.key,
      document: 0,
      fields
    })
    return [`edited, but must be refused (${expected.refuse})`, ...wrong]
  }
  return checkEdit(caseBytes(c), outcome.edited, {
    format: caseFormat(c),
    key: c.key,
    document: expected.edit.document,
    fields
  })
}
