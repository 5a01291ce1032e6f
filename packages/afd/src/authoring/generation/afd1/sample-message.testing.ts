import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { withServedFiles } from '../../../afd1/xml/input-gate.ts';
import { servedAsReferenced } from './set-file-references.ts';
import { parseSafeXml } from '../../../afd1/xml/safe-xml.ts';
import { escapeXml } from '../../../afd1/xml/xml-escape.ts';
import type { BaselineEntityNode, BaselineLibrary } from '../../../model/baseline-library.ts';
import type { Definition } from '../../definition.ts';
import { mergedTree } from '../../merged-tree.ts';
import { functionSelection } from '../function-selection.ts';
import { afd1SampleValue } from '../../../message-workbench/conformance-kit/sample-values.ts';

// Messages for the tests: what a function's message holds (entities and attributes by library
// path, with values), written in the baseline's order, and a validator over a set of XSD files
// served by name the way a ZIP's files find each other.

export interface MessagePlan {
  /** Entity path -> how often it is written. */
  entities: Map<string, number>;
  /** Attribute path -> its value. */
  attributes: Map<string, string>;
}

/** A value of the attribute as the definition narrows it (the conformance kit's own choice). */
export const sampleValue = afd1SampleValue;

/** What the function's message holds: each kept entity as often as the function needs (at least once), each kept attribute. */
export function samplePlan(library: BaselineLibrary, definition: Definition, functionName: string): MessagePlan {
  const selection = functionSelection(mergedTree(library, definition), functionName);
  const plan: MessagePlan = { entities: new Map(), attributes: new Map() };
  const visit = (node: BaselineEntityNode) => {
    if (!selection.entities.has(node.path)) return;
    plan.entities.set(node.path, Math.max(1, selection.entities.get(node.path)?.minOccurs ?? node.minOccurs));
    for (const attribute of node.attributes) {
      const kept = selection.attributes.get(attribute.path);
      if (kept) plan.attributes.set(attribute.path, sampleValue(kept.view, attribute, library));
    }
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
  return plan;
}

/** Adds an entity the function does not keep, with the attributes the baseline requires of it. */
export function withEntity(plan: MessagePlan, library: BaselineLibrary, path: string): void {
  const find = (nodes: readonly BaselineEntityNode[]): BaselineEntityNode | undefined => nodes.map((node) => (node.path === path ? node : find(node.children))).find((node) => node !== undefined);
  const node = find(library.roots);
  if (!node) throw new Error(`no entity ${path}`);
  plan.entities.set(path, 1);
  const untouched = { optionListOn: false, customOptionList: [], codeListSubset: [], useUpToDateCodeList: false, minimum: null };
  for (const attribute of node.attributes) if (attribute.required) plan.attributes.set(attribute.path, sampleValue(untouched, attribute, library));
}

/** The message of a plan, elements in the baseline's order, in `namespace` (elementFormDefault qualified). */
export function messageXml(library: BaselineLibrary, plan: MessagePlan, namespace: string): string {
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const write = (node: BaselineEntityNode, indent: string, isRoot: boolean) => {
    const count = plan.entities.get(node.path) ?? 0;
    for (let index = 0; index < count; index += 1) {
      lines.push(`${indent}<${node.name}${isRoot ? ` xmlns="${namespace}"` : ''}>`);
      for (const attribute of node.attributes) {
        const value = plan.attributes.get(attribute.path);
        if (value !== undefined) lines.push(`${indent}  <${attribute.name}>${escapeXml(value)}</${attribute.name}>`);
      }
      for (const child of node.children) write(child, `${indent}  `, false);
      lines.push(`${indent}</${node.name}>`);
    }
  };
  for (const root of library.roots) write(root, '', true);
  return `${lines.join('\n')}\n`;
}

/** Validates messages against a schema whose imports name other files of `files` (by name, as in a ZIP). */
export function messageValidator(schemaName: string, files: Readonly<Record<string, string>>): (message: string) => string[] {
  const schemaText = files[schemaName];
  if (schemaText === undefined) throw new Error(`no ${schemaName}`);
  const served = servedAsReferenced(Object.entries(files).filter(([name]) => name !== schemaName));
  return (message) =>
    withServedFiles(served, () => {
      const parsed = parseSafeXml(schemaText, schemaName);
      if (!parsed.ok) return [parsed.problem.description];
      let validator: XsdValidator;
      try {
        validator = XsdValidator.fromDoc(parsed.doc);
      } finally {
        parsed.doc.dispose();
      }
      const doc = XmlDocument.fromString(message);
      try {
        validator.validate(doc);
        return [];
      } catch (error) {
        if (error instanceof XmlValidateError) return error.details.map((detail) => detail.message.trim());
        throw error;
      } finally {
        doc.dispose();
        validator.dispose();
      }
    });
}
