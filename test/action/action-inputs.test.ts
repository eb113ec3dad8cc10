import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  ActionInputsSchema,
  actionInputNames,
  parseActionInputs,
} from "../../action/action-inputs.ts";
import { actionOutputNames } from "../../action/action-outputs.ts";

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
  branding: { icon: string; color: string };
}

const actionYml = parse(
  readFileSync(new URL("../../action.yml", import.meta.url), "utf8"),
) as ActionYml;

const required = {
  prompt: "Update the docs",
  "project-id": "prj_1",
  "api-key": "ink_abc",
  "api-url": "https://inkwell.example.com",
};

describe("action.yml and the action's input schema and outputs", () => {
  it("name the same inputs", () => {
    expect([...actionInputNames].sort()).toEqual(Object.keys(actionYml.inputs).sort());
  });

  it("agree on which inputs are required", () => {
    for (const name of actionInputNames) {
      const schemaRequires = !ActionInputsSchema.shape[name].safeParse(undefined).success;
      expect({ name, required: schemaRequires }).toEqual({
        name,
        required: actionYml.inputs[name]?.required === true,
      });
    }
  });

  it("agree on every default", () => {
    for (const name of actionInputNames) {
      const field = ActionInputsSchema.shape[name];
      const yamlDefault = actionYml.inputs[name]?.default;
      // An expression (github-token's `${{ github.token }}`) is the runner's to fill in.
      if (yamlDefault === undefined || yamlDefault.startsWith("${{")) continue;
      expect({ name, value: field.parse(undefined) }).toEqual({
        name,
        value: field.parse(yamlDefault),
      });
    }
  });

  it("give every input and output a description", () => {
    for (const entry of [...Object.values(actionYml.inputs), ...Object.values(actionYml.outputs)]) {
      expect(entry.description.length).toBeGreaterThan(20);
    }
  });

  it("name no input after a step keyword, which a workflow author would confuse with it", () => {
    const stepKeywords = ["id", "if", "name", "uses", "run", "with", "env", "shell"];
    for (const keyword of [...stepKeywords, "timeout-minutes", "continue-on-error"]) {
      expect(Object.keys(actionYml.inputs)).not.toContain(keyword);
    }
  });

  it("default github-token to the workflow's own token", () => {
    expect(actionYml.inputs["github-token"]).toMatchObject({
      required: false,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow expression itself
      default: "${{ github.token }}",
    });
  });

  it("declare the outputs the action sets, and run dist/index.js on node24", () => {
    expect(Object.keys(actionYml.outputs)).toEqual([...actionOutputNames]);
    expect(actionYml.runs).toEqual({ using: "node24", main: "dist/index.js" });
    expect(actionYml.branding.icon).toBeTruthy();
  });
});

describe("parseActionInputs", () => {
  it("applies the defaults to what is not given", () => {
    expect(parseActionInputs(required)).toEqual({
      ...required,
      "allow-insecure-http": false,
      wait: true,
      "wait-timeout-minutes": 30,
      "poll-interval-seconds": 10,
      "fail-on-no-changes": false,
      "fail-on-draft": false,
      "fail-on-question": false,
      context: "none",
    });
  });

  it("treats an empty input as not given, as the runner passes one", () => {
    expect(parseActionInputs({ ...required, wait: "", context: "" })).toMatchObject({
      wait: true,
      context: "none",
    });
  });

  it("reads YAML booleans and decimal minutes", () => {
    expect(
      parseActionInputs({ ...required, wait: "False", "wait-timeout-minutes": "2.5" }),
    ).toMatchObject({ wait: false, "wait-timeout-minutes": 2.5 });
  });

  it("refuses a plain http api-url on another machine, naming the way out", () => {
    expect(() =>
      parseActionInputs({ ...required, "api-url": "http://inkwell.example.com" }),
    ).toThrow(
      'Invalid inputs: input "api-url" must be https: over plain http the API key would cross the network readable (http is accepted for localhost, 127.0.0.0/8 and ::1, or with allow-insecure-http: true)',
    );
  });

  it("accepts a plain http api-url on a loopback host, or with allow-insecure-http", () => {
    for (const apiUrl of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      expect(parseActionInputs({ ...required, "api-url": apiUrl })["api-url"]).toBe(apiUrl);
    }
    expect(
      parseActionInputs({
        ...required,
        "api-url": "http://inkwell.internal",
        "allow-insecure-http": "true",
      }),
    ).toMatchObject({ "api-url": "http://inkwell.internal", "allow-insecure-http": true });
  });

  it("refuses an api-url with a user name or password", () => {
    expect(() =>
      parseActionInputs({ ...required, "api-url": "https://me:pw@inkwell.example.com" }),
    ).toThrow('input "api-url" must not contain a user name or password');
  });

  it("names the plain http api-url along with every other bad input", () => {
    expect(() =>
      parseActionInputs({ ...required, "api-url": "http://inkwell.example.com", wait: "yes" }),
    ).toThrow(/input "wait" must be true or false; input "api-url" must be https/);
  });

  it("names every bad input in one error", () => {
    expect(() =>
      parseActionInputs({
        prompt: "Go",
        "api-key": "sk-not-inkwell",
        "api-url": "ftp://x",
        wait: "yes",
        "poll-interval-seconds": "0",
        context: "everything",
      }),
    ).toThrow(
      'Invalid inputs: input "project-id" is required: the Inkwell project id; ' +
        'input "api-key" must be an Inkwell API key, starting with ink_; ' +
        'input "api-url" must be an http(s) URL such as https://inkwell.example.com; ' +
        'input "wait" must be true or false; ' +
        'input "poll-interval-seconds" must be at least 1; ' +
        'input "context" must be none or commits',
    );
  });
});
