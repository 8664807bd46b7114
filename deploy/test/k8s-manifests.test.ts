// deploy/k8s as the cluster receives it: rendered by kubectl's built-in Kustomize, every object checked
// against the Kubernetes schema of its kind (kubernetes-models), then against what the server and the
// images actually do: routes, ports, settings, users, stop timing, the migration entry.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import ValidationError from '@kubernetes-models/validate/runtime/validation_error';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job, type IJob } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import {
  argDefault, capture, dockerfile, finalStage, healthRoutes, readRepoFile, readyDatabaseTimeoutMs, repoPath, serverDrainLimitSeconds,
  serverSettings,
} from './repository';

const NAMESPACE = 'pitchside';
const APPLY_FIRST = 'pitchside/apply-first';

const KUBECTL_MISSING = [
  'kubectl not found ($KUBECTL, PATH, /usr/bin/kubectl): these tests render deploy/k8s with `kubectl kustomize`.',
  'Install kubectl 1.22 or newer (its built-in Kustomize must read `labels:` and `envs:`): from the Kubernetes',
  "project's apt repository, pkgs.k8s.io (https://kubernetes.io/docs/tasks/tools/install-kubectl-linux/), or its",
  "release binary; then run the tests again, or set KUBECTL to its path. Debian's own apt (bookworm) offers only",
  'kubernetes-client 1.20, whose Kustomize is too old for this kustomization.',
].join('\n');

function findKubectl(): string | undefined {
  const candidates = [process.env.KUBECTL, ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'kubectl')), '/usr/bin/kubectl'];
  return candidates.find((file) => {
    if (!file) return false;
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
}

/** The object stream `kubectl kustomize deploy/k8s` prints. */
function render(): KubeObject[] {
  const kubectl = findKubectl();
  if (!kubectl) throw new Error(KUBECTL_MISSING);
  const output = execFileSync(kubectl, ['kustomize', repoPath('deploy/k8s')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const documents = parseAllDocuments(output);
  if (!Array.isArray(documents)) return [];
  for (const document of documents) if (document.errors.length > 0) throw document.errors[0];
  return documents.map((document) => document.toJS() as KubeObject).filter(Boolean);
}

/** The kinds these manifests may use, with their schema; anything else fails the first test. */
interface ModelClass { apiVersion: string; kind: string; new (data: never): { validate(): void } }
const MODELS: ModelClass[] = [Namespace, ConfigMap, Secret, Service, Deployment, Job, HorizontalPodAutoscaler, PodDisruptionBudget, Ingress];

const label = (object: KubeObject): string => `${object.kind}/${object.metadata.name}`;

/** The one item named `name` (generated ConfigMaps and Secrets carry a hash suffix: `prefix` matches it). */
function named<T extends { metadata?: { name?: string } }>(items: T[], name: string, { prefix = false } = {}): T {
  const found = items.filter((item) => (prefix ? new RegExp(`^${name}-[a-z0-9]{10}$`).test(item.metadata?.name ?? '') : item.metadata?.name === name));
  if (found.length !== 1) throw new Error(`expected one ${name}, found ${found.length}`);
  return found[0]!;
}

const selects = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined): boolean =>
  Object.keys(selector ?? {}).length > 0 && Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);

/** The container port a probe or Service names, by name or number. */
function containerPort(container: IContainer, port: string | number | undefined): number | undefined {
  const ports = container.ports ?? [];
  return (typeof port === 'number' ? ports.find((p) => p.containerPort === port) : ports.find((p) => p.name === port))?.containerPort;
}

const probePort = (probe: IProbe | undefined): string | number | undefined => probe?.httpGet?.port ?? probe?.tcpSocket?.port;

/** Seconds a `sleep` preStop waits (exec `sleep N` or the built-in sleep action). */
function preStopSeconds(container: IContainer): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const command = preStop?.exec?.command ?? [];
  return command[0] === 'sleep' && command.length === 2 ? Number(command[1]) : 0;
}

const decode = (value: string): string => Buffer.from(value, 'base64').toString('utf8');

/**
 * The object as the API server reads it. Kustomize wraps a long base64 value of a Secret over several
 * lines; the server's decoder (Go's) skips the line breaks, the schema's `byte` format does not.
 */
function asDecoded(object: KubeObject): KubeObject {
  if (!Secret.is(object) || !object.data) return object;
  return { ...object, data: Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, value.replace(/[\r\n]/g, '')])) } as KubeObject;
}

let objects: KubeObject[];

/** The rendered objects of one kind, typed as kubernetes-models declares it. */
const ofKind = <T>(guard: (value: unknown) => value is T): (KubeObject & T)[] => objects.filter((object): object is KubeObject & T => guard(object));
let deployments: IDeployment[];
let jobs: IJob[];
let api: IDeployment;
let web: IDeployment;
let migrate: IJob;

beforeAll(() => {
  objects = render();
  deployments = ofKind(Deployment.is);
  jobs = ofKind(Job.is);
  api = named(deployments, 'pitchside-api');
  web = named(deployments, 'pitchside-web');
  migrate = named(jobs, 'pitchside-migrate');
});

const podSpecOf = (workload: IDeployment | IJob) => workload.spec!.template.spec!;
const containerOf = (workload: IDeployment | IJob): IContainer => {
  const { containers } = podSpecOf(workload);
  expect(containers, `${workload.metadata?.name}: one container`).toHaveLength(1);
  return containers[0]!;
};
const workloads = (): (IDeployment | IJob)[] => [...deployments, ...jobs];

describe('deploy/k8s, rendered by kubectl kustomize', () => {
  it('holds only objects of known kinds, each valid against the Kubernetes schema of its kind', () => {
    expect(objects.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const object of objects) {
      const Model = MODELS.find((m) => m.apiVersion === object.apiVersion && m.kind === object.kind);
      if (!Model) {
        problems.push(`${label(object)}: no schema for ${object.apiVersion} ${object.kind}`);
        continue;
      }
      try {
        new Model(asDecoded(object) as never).validate();
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        problems.push(`${label(object)}: ${error.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is the production topology: the API, the front end, the migration job, their configuration and an ingress', () => {
    expect(objects.map(label).sort()).toEqual([
      `ConfigMap/${named(ofKind(ConfigMap.is), 'pitchside-api-config', { prefix: true }).metadata!.name}`,
      'Deployment/pitchside-api', 'Deployment/pitchside-web',
      'HorizontalPodAutoscaler/pitchside-api', 'Ingress/pitchside', 'Job/pitchside-migrate', `Namespace/${NAMESPACE}`,
      'PodDisruptionBudget/pitchside-api', 'PodDisruptionBudget/pitchside-web',
      `Secret/${named(ofKind(Secret.is), 'pitchside-api-secrets', { prefix: true }).metadata!.name}`,
      'Service/pitchside-api', 'Service/pitchside-web',
    ].sort());
  });

  it('puts every object in the namespace, with the app.kubernetes.io labels', () => {
    for (const object of objects) {
      if (object.kind !== 'Namespace') expect(object.metadata.namespace, label(object)).toBe(NAMESPACE);
      expect(object.metadata.labels, label(object)).toMatchObject({ 'app.kubernetes.io/part-of': 'pitchside', 'app.kubernetes.io/managed-by': 'kustomize' });
      if (object.kind !== 'Namespace') expect(object.metadata.labels?.['app.kubernetes.io/name'], label(object)).toBe('pitchside');
    }
  });

  it("probes the API on the server's routes: readiness on /api/v1/ready, liveness and start-up on /api/v1/health", () => {
    const routes = healthRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/ready']));
    const container = containerOf(api);
    expect(container.readinessProbe?.httpGet?.path).toBe('/api/v1/ready');
    expect(container.livenessProbe?.httpGet?.path).toBe('/api/v1/health');
    expect(container.startupProbe?.httpGet?.path).toBe('/api/v1/health');
    for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
      expect(routes).toContain(probe?.httpGet?.path);
    }
  });

  it('points every probe, Service and ingress path at a port that the selected container opens', () => {
    for (const deployment of deployments) {
      const container = containerOf(deployment);
      for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe].filter(Boolean)) {
        expect(containerPort(container, probePort(probe)), `${deployment.metadata?.name}: probe port`).toBeDefined();
      }
    }
    const services = ofKind(Service.is);
    for (const service of services) {
      const selected = deployments.filter((d) => selects(service.spec?.selector, d.spec?.template.metadata?.labels));
      expect(selected.map((d) => d.metadata?.name), `Service ${service.metadata?.name} selects one Deployment`).toHaveLength(1);
      expect(jobs.some((j) => selects(service.spec?.selector, j.spec?.template.metadata?.labels)), 'no Service selects the job').toBe(false);
      for (const port of service.spec?.ports ?? []) {
        expect(containerPort(containerOf(selected[0]!), port.targetPort), `Service ${service.metadata?.name} targetPort ${port.targetPort}`).toBeDefined();
      }
    }
    // The ports the processes listen on: the API's PORT setting, the port the web image gives nginx.
    const apiConfig = named(ofKind(ConfigMap.is), containerOf(api).envFrom![0]!.configMapRef!.name!);
    expect(containerPort(containerOf(api), 'http')).toBe(Number(apiConfig.data?.PORT));
    const nginxPort = capture(readRepoFile('deploy/docker/web.Dockerfile'), /\\1listen (\d+);/, 'web.Dockerfile: listen rewrite');
    expect(containerPort(containerOf(web), 'http')).toBe(Number(nginxPort));

    const apiService = named(services, 'pitchside-api');
    expect(apiService.spec?.selector).toEqual(api.spec?.selector.matchLabels);
    // The web image passes navigations to this address (web.Dockerfile's API_UPSTREAM).
    const upstream = argDefault(dockerfile('deploy/docker/web.Dockerfile'), 'API_UPSTREAM');
    expect(`${apiService.metadata?.name}:${apiService.spec?.ports?.[0]?.port}`).toBe(upstream);

    const ingress = named(ofKind(Ingress.is), 'pitchside');
    const paths = (ingress.spec?.rules ?? []).flatMap((rule) => rule.http?.paths ?? []);
    expect(Object.fromEntries(paths.map((p) => [p.path, p.backend.service?.name]))).toEqual({ '/api': 'pitchside-api', '/': 'pitchside-web' });
    for (const { backend } of paths) {
      const service = named(services, backend.service!.name);
      const port = backend.service!.port;
      expect(service.spec?.ports?.some((p) => p.name === port?.name || p.port === port?.number), `Ingress → ${backend.service!.name}`).toBe(true);
    }
  });

  it("runs the migration entry of the server's build, in the API's image of the same release", () => {
    const container = containerOf(migrate);
    expect(container.image).toBe(containerOf(api).image);
    expect(container.command).toEqual(['node', '--enable-source-maps', 'dist/migrate.js']);
    // server/build.mjs names its entries: dist/<name>.js ← source.
    const entries = Object.fromEntries(
      [...capture(readRepoFile('server/build.mjs'), /entryPoints: \{([^}]*)\}/, 'server/build.mjs: entryPoints').matchAll(/(\w+): '([^']+)'/g)]
        .map((match) => [`dist/${match[1]!}.js`, match[2]!]),
    );
    expect(entries['dist/migrate.js']).toMatch(/migrate/);
    expect(existsSync(repoPath(`server/${entries['dist/migrate.js']!}`))).toBe(true);
    expect(podSpecOf(migrate).restartPolicy).toBe('Never');
    // Rendered from migrate-job.yaml: its pods are not the API's.
    expect(selects(api.spec?.selector.matchLabels, migrate.spec?.template.metadata?.labels)).toBe(false);
  });

  it('references only ConfigMap and Secret keys that exist, and only settings the server reads', () => {
    const configMaps = ofKind(ConfigMap.is);
    const secrets = ofKind(Secret.is);
    const settings = serverSettings();
    for (const workload of [api, migrate]) {
      const container = containerOf(workload);
      const names: string[] = [];
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef) names.push(...Object.keys(named(configMaps, source.configMapRef.name!).data ?? {}));
        if (source.secretRef) names.push(...Object.keys(named(secrets, source.secretRef.name!).data ?? {}));
      }
      for (const variable of container.env ?? []) {
        names.push(variable.name);
        const configRef = variable.valueFrom?.configMapKeyRef;
        if (configRef) expect(named(configMaps, configRef.name!).data, `${variable.name}`).toHaveProperty([configRef.key]);
        const secretRef = variable.valueFrom?.secretKeyRef;
        if (secretRef) expect(named(secrets, secretRef.name!).data, `${variable.name}`).toHaveProperty([secretRef.key]);
      }
      expect(names.filter((name) => !settings.has(name)), `${workload.metadata?.name}: settings unknown to server/src/plugins/config.ts`).toEqual([]);
      expect(new Set(names).size, `${workload.metadata?.name}: a setting given twice`).toBe(names.length);
    }
  });

  it('leaves the migrations to the job and keeps the API available: replicas, autoscaler on CPU, disruption budget', () => {
    const config = named(ofKind(ConfigMap.is), containerOf(api).envFrom![0]!.configMapRef!.name!);
    expect(config.data?.RUN_MIGRATIONS).toBe('false');
    expect(config.data?.NODE_ENV).toBe('production');
    expect(api.spec?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0);

    const hpa = named(ofKind(HorizontalPodAutoscaler.is), 'pitchside-api');
    expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'pitchside-api' });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec?.maxReplicas).toBeGreaterThanOrEqual(hpa.spec!.minReplicas!);
    expect(hpa.spec?.metrics?.map((m) => m.resource?.name)).toEqual(['cpu']);

    for (const deployment of deployments) {
      const budgets = ofKind(PodDisruptionBudget.is).filter((pdb) => selects(pdb.spec?.selector?.matchLabels, deployment.spec?.template.metadata?.labels));
      expect(budgets, `${deployment.metadata?.name}: one disruption budget`).toHaveLength(1);
      expect(budgets[0]!.spec?.maxUnavailable, `${deployment.metadata?.name}: one pod at a time`).toBe(1);
    }
  });

  it("runs every pod as its image's non-root user on a read-only root file system, with /tmp writable and resources set", () => {
    const imageUser = (file: string): number => {
      const [user] = finalStage(dockerfile(file), 'USER');
      return Number(capture(user?.args ?? '', /^(\d+)(?::\d+)?$/, `${file}: numeric USER`));
    };
    const dockerfileOf: Record<string, string> = {
      'pitchside-api': 'deploy/docker/api.Dockerfile', 'pitchside-migrate': 'deploy/docker/api.Dockerfile', 'pitchside-web': 'deploy/docker/web.Dockerfile',
    };
    for (const workload of workloads()) {
      const name = workload.metadata!.name!;
      const pod = podSpecOf(workload);
      const container = containerOf(workload);
      expect(pod.securityContext?.runAsNonRoot, name).toBe(true);
      expect(pod.securityContext?.runAsUser, name).toBe(imageUser(dockerfileOf[name]!));
      expect(pod.securityContext?.seccompProfile?.type, name).toBe('RuntimeDefault');
      expect(pod.automountServiceAccountToken, name).toBe(false);
      expect(container.securityContext, name).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
      const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
      expect(pod.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir, `${name}: /tmp is an emptyDir`).toBeDefined();
      expect(container.resources?.requests, name).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
      expect(container.resources?.limits?.memory, name).toBeDefined();
    }
  });

  it("stops gracefully: the grace period covers preStop and the server's drain, and readiness gives up before liveness", () => {
    const container = containerOf(api);
    const preStop = preStopSeconds(container);
    expect(preStop).toBeGreaterThan(0);
    expect(podSpecOf(api).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + serverDrainLimitSeconds());
    // /ready answers 503 itself after its database bound: the probe must wait longer than that.
    expect(container.readinessProbe!.timeoutSeconds! * 1000).toBeGreaterThan(readyDatabaseTimeoutMs());
    // A database outage takes instances out of rotation well before it gets them restarted.
    const budget = (probe: IProbe) => (probe.periodSeconds ?? 10) * (probe.failureThreshold ?? 3);
    expect(budget(container.livenessProbe!)).toBeGreaterThanOrEqual(2 * budget(container.readinessProbe!));

    const webContainer = containerOf(web);
    expect(podSpecOf(web).terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds(webContainer));
  });

  it('marks for the first apply exactly what the migration job needs: the namespace, its Secret and the job', () => {
    const secretNames = (containerOf(migrate).env ?? []).flatMap((variable) => variable.valueFrom?.secretKeyRef?.name ?? []);
    expect(containerOf(migrate).envFrom ?? []).toEqual([]);
    expect(objects.filter((object) => object.metadata.labels?.[APPLY_FIRST] === 'true').map(label).sort()).toEqual(
      [`Namespace/${NAMESPACE}`, 'Job/pitchside-migrate', ...new Set(secretNames.map((name) => `Secret/${name}`))].sort(),
    );
  });

  it('carries placeholders in its Secret, never secrets, and ones the API refuses to start with', () => {
    const secret = named(ofKind(Secret.is), 'pitchside-api-secrets', { prefix: true });
    const values = Object.fromEntries(Object.entries(secret.data ?? {}).map(([key, value]) => [key, decode(value)]));
    expect(Object.keys(values).length).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(values)) expect(value, key).toContain('REPLACE-ME');
    // The server requires 32 characters or more (server/src/plugins/config.ts).
    expect(values.JWT_SECRET!.length).toBeLessThan(32);
  });
});
